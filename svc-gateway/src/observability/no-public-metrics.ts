import { Router } from 'express';
import { DomainError } from '@manan/service-kit';

/**
 * /metrics on the public port is a 404 (rather than the shell's page, as any other unknown path would be):
 * the gateway's metrics are on its internal listener, and nothing on the internet should find them here.
 */
export function noPublicMetrics(): Router {
  const router = Router();
  router.all(['/metrics', '/metrics/{*rest}'], (req, _res, next) =>
    next(new DomainError('ROUTE.NOT_FOUND', 'not-found', `No such endpoint: ${req.method} ${req.path}`)),
  );
  return router;
}
