import { apiPaths, type BillingExport } from '@manan/contracts';
import { Router } from 'express';
import { identityOf, route } from '@manan/service-kit';
import { exportBilling, type ExportBillingDependencies } from '../domain/export/export-billing.use-case';

/** GET /api/export/billing: the caller's own subscription and usage, for "Download my data". */
export function exportRoutes(dependencies: ExportBillingDependencies): Router {
  const router = Router();
  router.get(
    apiPaths.billingExport,
    route(async (req, res) => {
      res.setHeader('cache-control', 'no-store');
      res.json((await exportBilling(dependencies, identityOf(req).userId)) satisfies BillingExport);
    }),
  );
  return router;
}
