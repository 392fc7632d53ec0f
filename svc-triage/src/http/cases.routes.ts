import { apiPaths, expressPath } from '@manan/contracts';
import { Router } from 'express';
import { z } from 'zod';
import { DomainError, identityOf, route } from '@manan/service-kit';
import { decodeCaseCursor, type CaseRepository } from '../domain/cases/case.repository';
import type { StoredCase } from '../domain/cases/stored-case';

const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(500).optional(),
});

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
      const query = listQuerySchema.safeParse(req.query);
      if (!query.success || (query.data.cursor && !decodeCaseCursor(query.data.cursor))) {
        throw new DomainError(
          'CASES.INVALID_PAGE',
          'invalid',
          'limit must be 1–100 and cursor must come from a previous page',
        );
      }
      const page = await cases.listForUser(identityOf(req).userId, query.data);
      res.setHeader('cache-control', 'no-store');
      if (page.nextCursor) res.setHeader('x-next-cursor', page.nextCursor);
      res.json(page.cases.map(toCaseResponse));
    }),
  );
  router.get(
    expressPath(apiPaths.case),
    route(async (req, res) => {
      const found = await cases.findForUser(identityOf(req).userId, String(req.params.caseId).slice(0, 100));
      if (!found) throw new DomainError('CASES.NOT_FOUND', 'not-found', 'No such case');
      res.setHeader('cache-control', 'no-store');
      res.json(toCaseResponse(found));
    }),
  );
  return router;
}
