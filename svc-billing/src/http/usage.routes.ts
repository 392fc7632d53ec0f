import { apiPaths } from '@manan/contracts';
import { Router } from 'express';
import { identityOf, route } from '@manan/service-kit';
import {
  getMonthlyUsage,
  type GetMonthlyUsageDependencies,
} from '../domain/usage/get-monthly-usage.use-case';

/** GET /api/user/subscription: the caller's analyses this month against their limit. */
export function usageRoutes(dependencies: GetMonthlyUsageDependencies, now: () => Date): Router {
  const router = Router();
  router.get(
    apiPaths.monthlyUsage,
    route(async (req, res) => {
      res.setHeader('cache-control', 'no-store');
      res.json(await getMonthlyUsage(dependencies, identityOf(req).userId, now()));
    }),
  );
  return router;
}
