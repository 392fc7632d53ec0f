import { apiPaths, type AccountExport } from '@manan/contracts';
import { Router } from 'express';
import { identityOf, requireSession, route, type SessionTokenVerifier } from '@manan/service-kit';
import { exportAccount, type ExportAccountDependencies } from '../domain/export/export-account.use-case';

/** GET /api/export/account: the caller's own account and settings, for "Download my data". */
export function exportRoutes(options: {
  verifier: SessionTokenVerifier;
  exportDependencies: ExportAccountDependencies;
}): Router {
  const router = Router();
  router.get(
    apiPaths.accountExport,
    requireSession(options.verifier),
    route(async (req, res) => {
      res.setHeader('cache-control', 'no-store');
      res.json(
        (await exportAccount(options.exportDependencies, identityOf(req).userId)) satisfies AccountExport,
      );
    }),
  );
  return router;
}
