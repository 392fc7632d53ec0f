import { apiPaths, caseFormRequestSchema, type AnalyzeResponse } from '@manan/contracts';
import { Router } from 'express';
import { identityOf, parseRequest, route } from '@manan/service-kit';
import { analyzeCaseUseCase, type AnalyzeCaseDependencies } from '../domain/analysis/analyze-case.use-case';

/**
 * POST /api/analyze: validates the case form, then analyzes it within the caller's monthly quota. A field
 * holding an undismissed patient identifier (400) and a used-up month (402 with a top-level `message`) are
 * the use case's DomainErrors, answered by the error middleware.
 */
export function analysisRoutes(dependencies: AnalyzeCaseDependencies): Router {
  const router = Router();
  router.post(
    apiPaths.analyze,
    route(async (req, res) => {
      const { dismissedIdentifiers, ...form } = parseRequest(caseFormRequestSchema, req.body, {
        code: 'CASE.INVALID',
      });
      const { storedCase, subscription } = await analyzeCaseUseCase(
        dependencies,
        identityOf(req).userId,
        form,
        dismissedIdentifiers,
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
