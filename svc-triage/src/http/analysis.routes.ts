import { Router } from 'express';
import { AppError, identityOf, route } from '@manan/service-kit';
import { analyzeCaseUseCase, type AnalyzeCaseDependencies } from '../domain/analysis/analyze-case.use-case';
import { MonthlyLimitReachedError } from '../domain/quota/monthly-limit';
import { caseFormRequestSchema } from './case-form.schema';

/** POST /api/analyze: validates the case form, then analyzes it within the caller's monthly quota. */
export function analysisRoutes(dependencies: AnalyzeCaseDependencies): Router {
  const router = Router();
  router.post(
    '/api/analyze',
    route(async (req, res) => {
      const parsed = caseFormRequestSchema.safeParse(req.body ?? {});
      if (!parsed.success) {
        const fields = Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        );
        throw new AppError('CASE.INVALID', 400, parsed.error.issues[0]?.message ?? 'The case is not valid', {
          fields,
        });
      }
      try {
        const { storedCase, subscription } = await analyzeCaseUseCase(
          dependencies,
          identityOf(req).userId,
          parsed.data,
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
        });
      } catch (error) {
        // The client reads `message` on 402 (spec §7), and offers the upgrade when it names the limit.
        if (error instanceof MonthlyLimitReachedError) {
          res.status(402).json({
            message: error.message,
            error: error.message,
            code: 'QUOTA.MONTHLY_LIMIT_REACHED',
            used: error.used,
            limit: error.limit,
          });
          return;
        }
        throw error;
      }
    }),
  );
  return router;
}
