import {
  apiPaths,
  caseListQuerySchema,
  expressPath,
  invalidCasePageMessage,
  type CaseDetail,
  type CaseSummary,
} from '@manan/contracts';
import { Router } from 'express';
import { DomainError, identityOf, parseRequest, route } from '@manan/service-kit';
import { decodeCaseCursor, type CaseRepository } from '../domain/cases/case.repository';
import type { StoredCase } from '../domain/cases/stored-case';

/** What the browser gets of a case: everything but the owner's id. */
export function toCaseResponse({ userId: _userId, ...visible }: StoredCase): Omit<StoredCase, 'userId'> {
  return visible;
}

/**
 * GET /api/cases: the caller's own cases, newest first, as the list the spec describes. Pages are
 * `?limit=` (default 50) and `?cursor=`; the next page's cursor comes back in `X-Next-Cursor`.
 */
export function casesRoutes(cases: CaseRepository): Router {
  const router = Router();
  router.get(
    apiPaths.cases,
    route(async (req, res) => {
      const query = parseRequest(caseListQuerySchema, req.query, { code: 'CASES.INVALID_PAGE' });
      if (query.cursor && !decodeCaseCursor(query.cursor))
        throw new DomainError('CASES.INVALID_PAGE', 'invalid', invalidCasePageMessage);
      const page = await cases.listForUser(identityOf(req).userId, query);
      res.setHeader('cache-control', 'no-store');
      if (page.nextCursor) res.setHeader('x-next-cursor', page.nextCursor);
      res.json(page.cases.map(toCaseResponse) satisfies CaseSummary[]);
    }),
  );
  router.get(
    expressPath(apiPaths.case),
    route(async (req, res) => {
      const found = await cases.findForUser(identityOf(req).userId, String(req.params.caseId).slice(0, 100));
      if (!found) throw new DomainError('CASES.NOT_FOUND', 'not-found', 'No such case');
      res.setHeader('cache-control', 'no-store');
      res.json(toCaseResponse(found) satisfies CaseDetail);
    }),
  );
  return router;
}
