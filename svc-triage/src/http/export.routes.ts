import {
  apiPaths,
  caseExportQuerySchema,
  invalidCasePageMessage,
  type CaseExportPage,
} from '@manan/contracts';
import { Router } from 'express';
import { DomainError, identityOf, parseRequest, route } from '@manan/service-kit';
import { decodeCaseCursor, type CaseRepository } from '../domain/cases/case.repository';
import { exportCasesPage } from '../domain/export/export-cases.use-case';
import { toCaseResponse } from './cases.routes';

/**
 * GET /api/export/cases: one page of the caller's own cases for "Download my data", each with every
 * revision and structured result, and as a FHIR R4 Bundle; `nextCursor` leads to the next page.
 */
export function exportRoutes(cases: CaseRepository, now: () => Date = () => new Date()): Router {
  const router = Router();
  router.get(
    apiPaths.caseExport,
    route(async (req, res) => {
      const { cursor } = parseRequest(caseExportQuerySchema, req.query, { code: 'CASES.INVALID_PAGE' });
      if (cursor !== undefined && !decodeCaseCursor(cursor))
        throw new DomainError('CASES.INVALID_PAGE', 'invalid', invalidCasePageMessage);
      const page = await exportCasesPage({ cases, now }, identityOf(req).userId, cursor);
      res.setHeader('cache-control', 'no-store');
      res.json({
        cases: page.cases.map(({ storedCase, fhirBundle }) => ({
          case: toCaseResponse(storedCase),
          fhirBundle,
        })),
        nextCursor: page.nextCursor,
      } satisfies CaseExportPage);
    }),
  );
  return router;
}
