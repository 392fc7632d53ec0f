import { z } from 'zod';
import {
  esiDecisionPointSchema,
  practicePatientSchema,
  presentationGroupSchema,
  teachingAnswerSchema,
} from '../practice/teaching-case';
import { dismissedIdentifiersSchema } from './identifier-guard';

/**
 * Training mode (issue 17): the bodies of /api/practice/*. A trainee commits a triage on a case (from the
 * teaching bank, their own stored cases, or a case set they joined) and then sees the comparison; an
 * educator runs case sets that trainees join with a share code.
 */

export const practiceLimits = {
  redFlags: 20,
  redFlagText: 120,
  firstAction: 300,
  setTitle: 120,
  setCases: 100,
  /** A case set of a Free educator: at most this many cases and trainees (Premium: the second pair). */
  freeSetCases: 10,
  freeSetTrainees: 5,
  premiumSetCases: 100,
  premiumSetTrainees: 500,
  /** How many attempts `recent` lists, and how many days `daily` covers. */
  recentAttempts: 20,
  dailyDays: 60,
} as const;

const esiSchema = z.number().int().min(1).max(5);
const idSchema = z.string().min(1).max(120);

// ---------------------------------------------------------------------------------------------------------
// Share codes: 8 characters from an alphabet without 0/O/1/I/L, shown XXXX-XXXX, accepted in any case and
// with or without the hyphen (or spaces).

export const setCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const setCodeLength = 8;

/** The code as it is stored and compared: upper case, no hyphen or space; null when it cannot be a code. */
export function normaliseSetCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== setCodeLength) return null;
  return [...code].every((char) => setCodeAlphabet.includes(char)) ? code : null;
}

/** The code as people read it: `K7MQ-2XRA`. */
export function displaySetCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

// ---------------------------------------------------------------------------------------------------------
// Cases

/** Which case an attempt is on: a bank case, one of the caller's stored cases, or a case of a joined set. */
export const caseRefSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('bank'), id: idSchema }),
  z.object({ source: z.literal('mine'), id: idSchema }),
  z.object({ source: z.literal('set'), setId: idSchema, id: idSchema }),
]);

export const practiceSourceSchema = z.enum(['bank', 'mine', 'set']);

/** A case as the trainee meets it: never the answer, never the stored level of an own case. */
export const practiceCaseSchema = z
  .object({
    ref: caseRefSchema,
    title: z.string(),
    group: presentationGroupSchema,
    patient: practicePatientSchema,
    /** Within a case set: which case of how many (1-based). */
    position: z.object({ index: z.number().int().min(1), total: z.number().int().min(1) }).optional(),
  })
  .meta({ description: 'A case as a triage nurse meets it; the answer comes only with the comparison.' });

/** GET /api/practice/next */
export const nextPracticeCaseQuerySchema = z
  .object({
    source: practiceSourceSchema,
    group: presentationGroupSchema.optional(),
    setId: idSchema.optional(),
  })
  .refine((query) => query.source !== 'set' || query.setId !== undefined, {
    message: 'setId is required when source is set',
    path: ['setId'],
  });

export const nextPracticeCaseResponseSchema = z
  .object({ case: practiceCaseSchema })
  .meta({ description: 'The next case to practise on.' });

/** GET /api/practice/red-flags: the guideline engine's red-flag catalogue, for the picker. */
export const practiceRedFlagsResponseSchema = z
  .object({ redFlags: z.array(z.object({ id: z.string(), name: z.string(), group: z.string() })) })
  .meta({ description: "The guideline engine's red flags (ids and names as the engine has them)." });

/** GET /api/practice/bank: the bank's catalogue, for educators choosing cases (the bank is open content). */
export const practiceBankQuerySchema = z.object({ group: presentationGroupSchema.optional() });
export const practiceBankResponseSchema = z
  .object({
    cases: z.array(
      z.object({ id: z.string(), title: z.string(), group: presentationGroupSchema, expectedEsi: esiSchema }),
    ),
  })
  .meta({ description: 'Every teaching-bank case (or those of one group) with its expected level.' });

// ---------------------------------------------------------------------------------------------------------
// Attempts and the comparison

/** POST /api/practice/attempts */
export const practiceAttemptRequestSchema = z.object({
  ref: caseRefSchema,
  esi: esiSchema,
  /** Catalogue ids or typed text. */
  redFlags: z.array(z.string().trim().min(1).max(practiceLimits.redFlagText)).max(practiceLimits.redFlags),
  firstAction: z.string().trim().min(1).max(practiceLimits.firstAction),
});

export const verdictSchema = z.enum(['exact', 'over', 'under']);
const namedRedFlagSchema = z.object({ id: z.string(), name: z.string() });
const typedRedFlagSchema = z.object({ id: z.string().optional(), text: z.string() });

export const practiceComparisonSchema = z
  .object({
    /** 'over': the trainee chose a MORE urgent level (smaller ESI) than the reference; 'under' a less urgent one. */
    verdict: verdictSchema,
    /** Levels away from the reference, 0..4. */
    by: z.number().int().min(0).max(4),
    trainee: z.object({
      esi: esiSchema,
      redFlags: z.array(typedRedFlagSchema),
      firstAction: z.string(),
    }),
    reference: z.object({
      esi: esiSchema,
      decisionPoint: esiDecisionPointSchema.nullable(),
      why: z.string(),
      firstAction: z.string().optional(),
      teachingPoints: z.array(z.string()),
    }),
    /** The guideline engine run on the case (never an AI provider, never counted). */
    manan: z.object({
      esi: esiSchema,
      level: z.string(),
      decisionPoint: esiDecisionPointSchema,
      redFlags: z.array(namedRedFlagSchema),
      reasons: z.array(z.string()),
    }),
    redFlagsCaught: z.array(namedRedFlagSchema),
    redFlagsMissed: z.array(namedRedFlagSchema),
    redFlagsExtra: z.array(typedRedFlagSchema),
  })
  .meta({ description: "The trainee's triage beside the reference and MANAN's guideline analysis." });

export const practiceAttemptSchema = z.object({
  id: z.string(),
  ref: caseRefSchema,
  title: z.string(),
  group: presentationGroupSchema,
  at: z.string(),
  chosenEsi: esiSchema,
  referenceEsi: esiSchema,
  verdict: verdictSchema,
  by: z.number().int().min(0).max(4),
});

/** POST /api/practice/attempts (201) and GET /api/practice/attempts/{attemptId}. */
export const practiceAttemptResponseSchema = z
  .object({ attempt: practiceAttemptSchema, comparison: practiceComparisonSchema })
  .meta({ description: 'The stored attempt and its comparison.' });

// ---------------------------------------------------------------------------------------------------------
// Progress

const rateSchema = z.number().min(0).max(1).nullable();

export const practiceProgressSchema = z
  .object({
    attempts: z.number().int().nonnegative(),
    exactRate: rateSchema,
    underRate: rateSchema,
    overRate: rateSchema,
    byLevel: z.array(
      z.object({
        esi: esiSchema,
        attempts: z.number().int(),
        exact: z.number().int(),
        under: z.number().int(),
      }),
    ),
    byGroup: z.array(
      z.object({
        group: presentationGroupSchema,
        attempts: z.number().int(),
        exact: z.number().int(),
        under: z.number().int(),
      }),
    ),
    recent: z.array(
      z.object({
        id: z.string(),
        at: z.string(),
        title: z.string(),
        group: presentationGroupSchema,
        chosenEsi: esiSchema,
        referenceEsi: esiSchema,
        verdict: verdictSchema,
        by: z.number().int(),
      }),
    ),
    streak: z.object({ current: z.number().int().nonnegative(), best: z.number().int().nonnegative() }),
    daily: z.array(
      z.object({
        day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        attempts: z.number().int(),
        exact: z.number().int(),
      }),
    ),
  })
  .meta({
    description: "The caller's practice: rates (null before any attempt), by level and group, streak.",
  });

// ---------------------------------------------------------------------------------------------------------
// Case sets

export const writtenSetCaseSchema = z.object({
  title: z.string().trim().min(1).max(80),
  group: presentationGroupSchema.optional(),
  patient: practicePatientSchema,
  answer: teachingAnswerSchema,
});
export const bankSetCaseSchema = z.object({ bankId: idSchema });
export const setCaseInputSchema = z.union([bankSetCaseSchema, writtenSetCaseSchema]);

/**
 * POST /api/practice/sets. Written patient text goes through the identifier guard: a finding's `field` is
 * `cases.<index>.<patient field>`, e.g. `cases.0.symptoms`.
 */
export const createCaseSetRequestSchema = z.object({
  title: z.string().trim().min(1).max(practiceLimits.setTitle),
  /**
   * How trainees see the educator (the front end sends the account's display name or username; svc-triage
   * keeps no names of its own). "Educator" when absent.
   */
  educatorName: z.string().trim().min(1).max(80).optional(),
  cases: z.array(setCaseInputSchema).min(1).max(practiceLimits.setCases),
  dismissedIdentifiers: dismissedIdentifiersSchema,
});

export const caseSetSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The share code as shown: XXXX-XXXX. */
  code: z.string(),
  caseCount: z.number().int(),
  traineeCount: z.number().int(),
  createdAt: z.string(),
});

export const caseSetResponseSchema = z
  .object({ set: caseSetSummarySchema })
  .meta({ description: 'The case set with its share code.' });

export const caseSetListSchema = z
  .object({ sets: z.array(caseSetSummarySchema) })
  .meta({ description: "The caller's own case sets, newest first." });

export const caseSetCaseSchema = z.object({
  id: z.string(),
  title: z.string(),
  group: presentationGroupSchema.optional(),
  source: z.enum(['bank', 'written']),
  patient: practicePatientSchema,
  answer: teachingAnswerSchema,
});

export const caseSetDetailSchema = z
  .object({ set: caseSetSummarySchema, cases: z.array(caseSetCaseSchema) })
  .meta({ description: 'The case set with its cases and their answers (owner only).' });

/** POST /api/practice/joins */
export const joinCaseSetRequestSchema = z.object({
  code: z.string().trim().min(1).max(20),
  /** How the educator sees the trainee (the account's display name or username); "Trainee <n>" when absent. */
  traineeName: z.string().trim().min(1).max(80).optional(),
});

export const joinCaseSetResponseSchema = z
  .object({
    set: z.object({ id: z.string(), title: z.string(), caseCount: z.number().int(), educator: z.string() }),
  })
  .meta({ description: 'The set joined (joining again changes nothing).' });

export const joinedCaseSetsSchema = z
  .object({
    sets: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        caseCount: z.number().int(),
        attempted: z.number().int(),
        exact: z.number().int(),
        educator: z.string(),
        joinedAt: z.string(),
      }),
    ),
  })
  .meta({ description: 'The sets the caller joined, with how many of their cases the caller attempted.' });

const missedRedFlagSchema = z.object({ id: z.string(), name: z.string(), missedBy: z.number().int() });

export const caseSetResultsSchema = z
  .object({
    set: caseSetSummarySchema,
    trainees: z.array(
      z.object({
        trainee: z.string(),
        joinedAt: z.string(),
        attempts: z.number().int(),
        exactRate: rateSchema,
        underRate: rateSchema,
      }),
    ),
    cases: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        expectedEsi: esiSchema,
        chosen: z.object({
          1: z.number().int(),
          2: z.number().int(),
          3: z.number().int(),
          4: z.number().int(),
          5: z.number().int(),
        }),
        attempts: z.number().int(),
        exactRate: rateSchema,
        underRate: rateSchema,
        missedRedFlags: z.array(missedRedFlagSchema),
      }),
    ),
    mostMissedRedFlags: z.array(missedRedFlagSchema),
  })
  .meta({ description: "A set's results: each trainee's first attempt per case counts." });

/** GET /api/practice/sets/{setId}/results.csv: RFC 4180, one row per trainee per case attempted. */
export const caseSetResultsCsvSchema = z.string().meta({
  description:
    'text/csv; header trainee,case,expected_esi,chosen_esi,verdict,by,red_flags_missed,attempted_at; cells beginning with = + - @ are prefixed with an apostrophe.',
});
export const caseSetResultsCsvColumns = [
  'trainee',
  'case',
  'expected_esi',
  'chosen_esi',
  'verdict',
  'by',
  'red_flags_missed',
  'attempted_at',
] as const;

export type CaseRef = z.infer<typeof caseRefSchema>;
export type PracticeSource = z.infer<typeof practiceSourceSchema>;
export type PracticeCase = z.infer<typeof practiceCaseSchema>;
export type NextPracticeCaseQuery = z.infer<typeof nextPracticeCaseQuerySchema>;
export type NextPracticeCaseResponse = z.infer<typeof nextPracticeCaseResponseSchema>;
export type PracticeRedFlagsResponse = z.infer<typeof practiceRedFlagsResponseSchema>;
export type PracticeBankQuery = z.infer<typeof practiceBankQuerySchema>;
export type PracticeBankResponse = z.infer<typeof practiceBankResponseSchema>;
export type PracticeAttemptRequest = z.infer<typeof practiceAttemptRequestSchema>;
export type Verdict = z.infer<typeof verdictSchema>;
export type PracticeComparison = z.infer<typeof practiceComparisonSchema>;
export type PracticeAttempt = z.infer<typeof practiceAttemptSchema>;
export type PracticeAttemptResponse = z.infer<typeof practiceAttemptResponseSchema>;
export type PracticeProgress = z.infer<typeof practiceProgressSchema>;
export type WrittenSetCase = z.infer<typeof writtenSetCaseSchema>;
export type SetCaseInput = z.infer<typeof setCaseInputSchema>;
export type CreateCaseSetRequest = z.infer<typeof createCaseSetRequestSchema>;
export type CaseSetSummary = z.infer<typeof caseSetSummarySchema>;
export type CaseSetResponse = z.infer<typeof caseSetResponseSchema>;
export type CaseSetList = z.infer<typeof caseSetListSchema>;
export type CaseSetCase = z.infer<typeof caseSetCaseSchema>;
export type CaseSetDetail = z.infer<typeof caseSetDetailSchema>;
export type JoinCaseSetRequest = z.infer<typeof joinCaseSetRequestSchema>;
export type JoinCaseSetResponse = z.infer<typeof joinCaseSetResponseSchema>;
export type JoinedCaseSets = z.infer<typeof joinedCaseSetsSchema>;
export type CaseSetResults = z.infer<typeof caseSetResultsSchema>;
