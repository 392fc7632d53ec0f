import { Router } from 'express';
import {
  apiPaths,
  followUpRequestSchema,
  refineRequestSchema,
  type FollowUpResponse,
  type RefineResponse,
} from '@manan/contracts';
import { identityOf, parseRequest, route } from '@manan/service-kit';
import {
  generateFollowUpUseCase,
  type GenerateFollowUpDependencies,
} from '../domain/follow-up/generate-follow-up.use-case';
import {
  refineAnalysisUseCase,
  type RefineAnalysisDependencies,
} from '../domain/follow-up/refine-analysis.use-case';

const invalidFollowUp = { code: 'FOLLOW_UP.INVALID' } as const;

/** POST /api/generate-followup and POST /api/refine-analysis (spec §4 'Follow-up dialog', §7). */
export function followUpRoutes(deps: GenerateFollowUpDependencies & RefineAnalysisDependencies): Router {
  const router = Router();
  router.post(
    apiPaths.generateFollowUp,
    route(async (req, res) => {
      const body = parseRequest(followUpRequestSchema, req.body, invalidFollowUp);
      const { questions, provider } = await generateFollowUpUseCase(deps, identityOf(req).userId, body);
      res.json({ questions, provider } satisfies FollowUpResponse);
    }),
  );
  router.post(
    apiPaths.refineAnalysis,
    route(async (req, res) => {
      const body = parseRequest(refineRequestSchema, req.body, invalidFollowUp);
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
      } satisfies RefineResponse);
    }),
  );
  return router;
}
