import { apiPaths } from '@manan/contracts';
import { Router } from 'express';
import { plans } from '../domain/plans/plans';

/** GET /api/plans (public): the pricing page's plans. */
export function plansRoutes(): Router {
  const router = Router();
  router.get(apiPaths.plans, (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=300');
    res.json({ plans });
  });
  return router;
}
