import { z } from 'zod';
import { errorBodySchema } from './errors';
import { readPatientAge } from '../triage/patient-age';
import { dismissedIdentifiersSchema, removedIdentifiersSchema } from './identifier-guard';

export * from '../triage/triage-level';
export * from '../triage/patient-age';

/**
 * The triage API as the triage tool uses it (spec §7). Responses are parsed loosely: the server may
 * add fields, and only what the client reads is required.
 */

export const triageLevelWordSchema = z.enum(['EMERGENCY', 'HIGH', 'MEDIUM', 'LOW']);

/** The longest each case-form field may be. Vitals are long because blood-report values are appended to them. */
export const caseFormLimits = {
  patientAge: 40,
  chiefComplaint: 500,
  symptoms: 10_000,
  vitals: 20_000,
  medicalHistory: 10_000,
  currentMedications: 5_000,
} as const;

const tooLong = (max: number) => `Please keep this under ${max.toLocaleString('en')} characters`;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional().nullable();

/**
 * POST /api/analyze: the case form as svc-triage enforces it, with the spec's §5 messages. The OpenAPI
 * document is generated from this same schema, so its limits are the enforced ones.
 */
export const caseFormRequestSchema = z.object({
  patientAge: z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      requiredText('Patient age is required', caseFormLimits.patientAge).superRefine((text, context) => {
        // A missing or over-long age has its own message already.
        if (!text || text.length > caseFormLimits.patientAge) return;
        const reading = readPatientAge(text);
        if (!reading.ok) context.addIssue({ code: 'custom', message: reading.message });
      }),
    )
    .meta({
      description:
        'As clinicians write it: years ("58", "58 y", "58 years", "58yo"), months, weeks, days or hours ("3 mo", "6 months", "2 wk", "10 days"), several at once ("2 years 3 months"), "3/12", "3/52" or "5/7", "newborn" or "neonate", and "90+". Above 0 and at most 120 years; svc-triage writes any age over 89 as "90+".',
      examples: ['58', '3 mo', '10 days', '90+'],
    }),
  gender: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(['male', 'female'], {
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? 'Gender is required'
          : 'Gender must be male or female',
    }),
  ),
  chiefComplaint: requiredText('Chief complaint is required', caseFormLimits.chiefComplaint),
  symptoms: requiredText('Symptoms are required', caseFormLimits.symptoms),
  vitals: requiredText('Vital signs are required', caseFormLimits.vitals),
  medicalHistory: optionalText(caseFormLimits.medicalHistory),
  currentMedications: optionalText(caseFormLimits.currentMedications),
  dismissedIdentifiers: dismissedIdentifiersSchema,
});

export const redFlagSchema = z.looseObject({
  name: z.string(),
  evidence: z.string(),
  guideline: z.string(),
});

/** The structured result of an analysis (the guideline engine's shape, also used for AI answers). */
export const triageResultSchema = z.looseObject({
  level: triageLevelWordSchema,
  esi: z.number().int().min(1).max(5),
  reasons: z.array(z.string()),
  redFlags: z.array(redFlagSchema),
  confidence: z.number(),
});

/**
 * Who wrote the analysis. The client words its toast and verified line by it: the spec's AI wording only
 * for `llm`, the guideline engine's own for `guideline`.
 */
export const analysisProviderSchema = z
  .looseObject({
    kind: z.enum(['guideline', 'llm']),
    model: z.string().optional(),
  })
  .meta({
    description:
      "Who wrote the analysis: `llm` (an AI model, named in `model`) or `guideline` (the guideline engine alone, with no AI model; also when the AI gave no usable answer). The page says 'AI has analyzed the case.' only for `llm`.",
  });

const levelAndEsiSchema = z.object({ level: triageLevelWordSchema, esi: z.number().int() });

/** The guideline cross-check; the 'verified' line is shown only when `checked` is true. */
export const analysisVerificationSchema = z.looseObject({
  checked: z.boolean(),
  raised: z.boolean(),
  floor: levelAndEsiSchema.nullable(),
  reasons: z.array(z.string()),
});

export const usageSchema = z.looseObject({
  used: z.number(),
  limit: z.number().nullable(),
  isPremium: z.boolean(),
});

export const analyzeResponseSchema = z.looseObject({
  analysis: z.object({ response: z.string(), timestamp: z.string() }),
  caseId: z.string(),
  triageLevel: z.string(),
  result: triageResultSchema,
  provider: analysisProviderSchema,
  verification: analysisVerificationSchema.optional(),
  subscription: usageSchema.optional(),
});

/**
 * POST /api/analyze when the month's free analyses are used up (402): the error body of every other
 * error (code QUOTA.MONTHLY_LIMIT_REACHED), and `message` at the top, which the client reads (spec §7, §8).
 */
export const analysisQuotaExceededSchema = errorBodySchema
  .extend({
    error: errorBodySchema.shape.error.extend({ code: z.literal('QUOTA.MONTHLY_LIMIT_REACHED') }),
    message: z.string(),
  })
  .meta({ description: "The month's free analyses are used up; `message` names the limit and the upgrade." });

/** POST /api/parse-blood-report: one PDF (at most 10 MB) in the multipart field `file`. */
export const parseBloodReportRequestSchema = z
  .object({
    file: z.file().mime(['application/pdf']).meta({ description: 'One PDF blood report, at most 10 MB.' }),
  })
  .meta({ description: 'multipart/form-data with exactly one file, in the field `file`.' });

/** POST /api/parse-blood-report: one PDF in the multipart field `file`. */
export const parseBloodReportResponseSchema = z.object({
  parsedText: z.string(),
  removedIdentifiers: removedIdentifiersSchema.optional(),
});

/** The longest parts of a follow-up or refinement request svc-triage accepts, and the most answers. */
export const followUpLimits = {
  analysis: 60_000,
  caseId: 100,
  questionId: 100,
  answer: 4_000,
  answers: 20,
} as const;

/**
 * The case a follow-up call is about. `caseId` is preferred: the service then uses the caller's stored
 * case, its form and its structured result, and ignores any analysis text. The analysis text (the spec
 * §7 payload) is still accepted, and read only when no caseId is sent. One of the two is required.
 */
const followUpSubjectFields = {
  caseId: z
    .string()
    .trim()
    .min(1)
    .max(followUpLimits.caseId)
    .optional()
    .meta({ description: "The caller's case (preferred); another user's case is 404." }),
  analysis: z
    .string({ error: 'analysis must be text' })
    .trim()
    .max(
      followUpLimits.analysis,
      `analysis must be at most ${followUpLimits.analysis.toLocaleString('en')} characters`,
    )
    .optional()
    .meta({ description: 'The analysis text (spec §7); read only when no caseId is given.' }),
  dismissedIdentifiers: dismissedIdentifiersSchema,
};

/** A follow-up request names its case by caseId or, failing that, by a non-blank analysis text. */
const hasSubject = (body: { analysis?: string | undefined; caseId?: string | undefined }) =>
  Boolean(body.caseId || body.analysis);
const subjectRequired = { error: 'caseId or analysis is required', path: ['analysis'] };
/** The same rule in the OpenAPI document, where zod's refinement cannot be written. */
const subjectRequiredInJsonSchema = {
  anyOf: [{ required: ['caseId'] }, { required: ['analysis'], properties: { analysis: { pattern: '\\S' } } }],
};

/** POST /api/generate-followup: the case by caseId (preferred) or by its analysis text. */
export const followUpRequestSchema = z
  .object(followUpSubjectFields)
  .refine(hasSubject, subjectRequired)
  .meta({
    description:
      'caseId (preferred: the stored case and its structured result are used) or the analysis text (spec §7, read only without a caseId); one is required.',
    ...subjectRequiredInJsonSchema,
  });
export const followUpQuestionSchema = z.looseObject({ id: z.string(), question: z.string() });
export const followUpResponseSchema = z.looseObject({ questions: z.array(followUpQuestionSchema) });

/**
 * The answers of a refinement by question id, each 'Q: <question>\nA: <answer>'. A question id over the
 * limit is answered with the record's own message (zod reports a bad key as the record's issue).
 */
const followUpResponsesSchema = z
  .record(
    z.string().max(followUpLimits.questionId),
    z
      .string({ error: 'each answer must be text' })
      .max(
        followUpLimits.answer,
        `each answer must be at most ${followUpLimits.answer.toLocaleString('en')} characters`,
      ),
    { error: 'followUpResponses must be an object of question id to answer text' },
  )
  .refine(
    (responses) => Object.keys(responses).length <= followUpLimits.answers,
    `at most ${followUpLimits.answers} answers`,
  )
  .meta({ maxProperties: followUpLimits.answers });

/**
 * POST /api/refine-analysis: the case by caseId (preferred) or by its analysis text, and the answers
 * keyed by question id, each 'Q: <question>\nA: <answer>'. The answer carries the new structured result.
 */
export const refineRequestSchema = z
  .object({
    ...followUpSubjectFields,
    followUpResponses: followUpResponsesSchema,
  })
  .refine(hasSubject, subjectRequired)
  .meta({
    description:
      "caseId (preferred: the caller's stored case, its form and structured result are re-scored with the answers; the text is ignored) or the analysis text (spec §7, read only without a caseId); one is required.",
    ...subjectRequiredInJsonSchema,
  });

export const levelChangeSchema = z.looseObject({
  from: levelAndEsiSchema.nullable(),
  to: levelAndEsiSchema,
  direction: z.enum(['raised', 'lowered', 'unchanged']),
});

export const refineResponseSchema = z.looseObject({
  refinedAnalysis: z.string(),
  timestamp: z.string(),
  triageLevel: z.string(),
  result: triageResultSchema,
  provider: analysisProviderSchema,
  verification: analysisVerificationSchema.optional(),
  change: levelChangeSchema.optional(),
});

export type CaseFormRequest = z.infer<typeof caseFormRequestSchema>;
export type TriageResult = z.infer<typeof triageResultSchema>;
export type AnalysisProvider = z.infer<typeof analysisProviderSchema>;
export type AnalysisVerification = z.infer<typeof analysisVerificationSchema>;
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;
export type AnalysisQuotaExceeded = z.infer<typeof analysisQuotaExceededSchema>;
export type ParseBloodReportResponse = z.infer<typeof parseBloodReportResponseSchema>;
export type FollowUpRequest = z.infer<typeof followUpRequestSchema>;
export type FollowUpQuestion = z.infer<typeof followUpQuestionSchema>;
export type FollowUpResponse = z.infer<typeof followUpResponseSchema>;
export type RefineRequest = z.infer<typeof refineRequestSchema>;
export type RefineResponse = z.infer<typeof refineResponseSchema>;
