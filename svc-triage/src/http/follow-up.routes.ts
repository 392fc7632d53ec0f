import { Router } from 'express';
import { apiPaths } from '@manan/contracts';
import { z } from 'zod';
import { DomainError, identityOf, route } from '@manan/service-kit';
import {
  generateFollowUpUseCase,
  type GenerateFollowUpDependencies,
} from '../domain/follow-up/generate-follow-up.use-case';
import {
  refineAnalysisUseCase,
  type RefineAnalysisDependencies,
} from '../domain/follow-up/refine-analysis.use-case';

const MAX_ANSWERS = 20;

/**
 * The analysis text the spec's client sends (§7). It is read only when no caseId is given: with a caseId
 * the stored case, its form and its structured result are used and the text is ignored.
 */
const analysisField = z
  .string({ error: 'analysis must be text' })
  .trim()
  .max(60_000, 'analysis must be at most 60,000 characters')
  .optional();
const caseIdField = z.string().trim().min(1).max(100).optional();

/** A follow-up request names its case by caseId (preferred) or, failing that, by the analysis text. */
const hasSubject = (body: { analysis?: string | undefined; caseId?: string | undefined }) =>
  Boolean(body.caseId || body.analysis);
const subjectRequired = { error: 'caseId or analysis is required', path: ['analysis'] };

const followUpRequestSchema = z
  .object({ analysis: analysisField, caseId: caseIdField })
  .refine(hasSubject, subjectRequired);

const refineRequestSchema = z
  .object({
    analysis: analysisField,
    caseId: caseIdField,
    followUpResponses: z
      .record(
        z.string().max(100, 'question ids are at most 100 characters'),
        z
          .string({ error: 'each answer must be text' })
          .max(4_000, 'each answer must be at most 4,000 characters'),
        { error: 'followUpResponses must be an object of question id to answer text' },
      )
      .refine((responses) => Object.keys(responses).length <= MAX_ANSWERS, `at most ${MAX_ANSWERS} answers`),
  })
  .refine(hasSubject, subjectRequired);

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]),
  );
  throw new DomainError(
    'FOLLOW_UP.INVALID',
    'invalid',
    parsed.error.issues[0]?.message ?? 'The request is not valid',
    { fields },
  );
}

/** POST /api/generate-followup and POST /api/refine-analysis (spec §4 'Follow-up dialog', §7). */
export function followUpRoutes(deps: GenerateFollowUpDependencies & RefineAnalysisDependencies): Router {
  const router = Router();
  router.post(
    apiPaths.generateFollowUp,
    route(async (req, res) => {
      const body = parseBody(followUpRequestSchema, req.body);
      const { questions, provider } = await generateFollowUpUseCase(deps, identityOf(req).userId, body);
      res.json({ questions, provider });
    }),
  );
  router.post(
    apiPaths.refineAnalysis,
    route(async (req, res) => {
      const body = parseBody(refineRequestSchema, req.body);
      const refined = await refineAnalysisUseCase(deps, identityOf(req).userId, body);
      res.json({
        refinedAnalysis: refined.analysis,
        timestamp: refined.timestamp,
        triageLevel: refined.triageLevel,
        result: refined.result,
        verification: refined.verification,
        provider: refined.provider,
        ...(refined.llmLevel ? { llmLevel: refined.llmLevel } : {}),
        guidelineFloor: refined.guidelineFloor,
        change: refined.change,
        ...(refined.caseId ? { caseId: refined.caseId, revision: refined.revision } : {}),
      });
    }),
  );
  return router;
}
