import { apiPaths, caseFormRequestSchema, type AnalyzeResponse } from '@manan/contracts';
import { Router } from 'express';
import { identityOf, parseRequest, route } from '@manan/service-kit';
import { analyzeCaseUseCase, type AnalyzeCaseDependencies } from '../domain/analysis/analyze-case.use-case';

/**
 * POST /api/analyze: validates the case form, then analyzes it within the caller's monthly quota. A used-up
 * month is the use case's DomainError (402 with a top-level `message`), answered by the error middleware.
 */
export function analysisRoutes(dependencies: AnalyzeCaseDependencies): Router {
  const router = Router();
  router.post(
    apiPaths.analyze,
    route(async (req, res) => {
      const form = parseRequest(caseFormRequestSchema, req.body, { code: 'CASE.INVALID' });
      const { storedCase, subscription } = await analyzeCaseUseCase(
        dependencies,
        identityOf(req).userId,
        form,
      );
      res.json({
        analysis: { response: storedCase.analysis, timestamp: storedCase.createdAt },
        caseId: storedCase.id,
        triageLevel: storedCase.triageLevel,
        result: storedCase.result,
        provider: storedCase.provider,
        verification: storedCase.verification,
        ...(storedCase.llmLevel ? { llmLevel: storedCase.llmLevel } : {}),
        guidelineFloor: storedCase.guidelineFloor ?? null,
        subscription,
      } satisfies AnalyzeResponse);
    }),
  );
  return router;
}
