import {
  apiPaths,
  createCaseSetRequestSchema,
  displaySetCode,
  expressPath,
  joinCaseSetRequestSchema,
  type CaseSetDetail,
  type CaseSetList,
  type CaseSetResponse,
  type CaseSetResults,
  type JoinCaseSetResponse,
  type JoinedCaseSets,
} from '@manan/contracts';
import { Router, type Request } from 'express';
import { identityOf, parseRequest, route } from '@manan/service-kit';
import { createCaseSet } from '../domain/practice/create-case-set.use-case';
import {
  caseSetSummaryOf,
  deleteOwnedCaseSet,
  joinCaseSet,
  listJoinedCaseSets,
  listOwnedCaseSets,
  ownedCaseSetDetail,
} from '../domain/practice/case-set-queries';
import { caseSetResults, ownedSetWithAttempts } from '../domain/practice/case-set-results';
import { caseSetResultsCsv } from '../domain/practice/case-set-results-csv';
import type { PracticeDependencies } from '../domain/practice/practice.dependencies';

const invalid = { code: 'PRACTICE.INVALID' } as const;
const setIdOf = (req: Request) => String(req.params.setId).slice(0, 100);

/** Training mode for an educator (case sets, results, CSV) and for a trainee joining one. */
export function practiceSetRoutes(deps: PracticeDependencies): Router {
  const router = Router();
  router.post(
    apiPaths.caseSets,
    route(async (req, res) => {
      const request = parseRequest(createCaseSetRequestSchema, req.body, invalid);
      const set = await createCaseSet(deps, identityOf(req).userId, request);
      res.status(201).json({ set: caseSetSummaryOf(set, 0) } satisfies CaseSetResponse);
    }),
  );
  router.get(
    apiPaths.caseSets,
    route(async (req, res) => {
      res.setHeader('cache-control', 'no-store');
      res.json({ sets: await listOwnedCaseSets(deps, identityOf(req).userId) } satisfies CaseSetList);
    }),
  );
  router.get(
    expressPath(apiPaths.caseSet),
    route(async (req, res) => {
      const detail = await ownedCaseSetDetail(deps, identityOf(req).userId, setIdOf(req));
      res.setHeader('cache-control', 'no-store');
      res.json(detail satisfies CaseSetDetail);
    }),
  );
  router.delete(
    expressPath(apiPaths.caseSet),
    route(async (req, res) => {
      await deleteOwnedCaseSet(deps, identityOf(req).userId, setIdOf(req));
      res.status(204).end();
    }),
  );
  router.get(
    expressPath(apiPaths.caseSetResults),
    route(async (req, res) => {
      const results = await caseSetResults(deps, identityOf(req).userId, setIdOf(req));
      res.setHeader('cache-control', 'no-store');
      res.json(results satisfies CaseSetResults);
    }),
  );
  router.get(
    expressPath(apiPaths.caseSetResultsCsv),
    route(async (req, res) => {
      const { set, members, attempts } = await ownedSetWithAttempts(
        deps,
        identityOf(req).userId,
        setIdOf(req),
      );
      res.setHeader('cache-control', 'no-store');
      res.setHeader('content-type', 'text/csv; charset=utf-8');
      res.setHeader(
        'content-disposition',
        `attachment; filename="manan-case-set-${displaySetCode(set.code)}.csv"`,
      );
      res.send(caseSetResultsCsv(set, members, attempts));
    }),
  );
  router.post(
    apiPaths.caseSetJoins,
    route(async (req, res) => {
      const request = parseRequest(joinCaseSetRequestSchema, req.body, invalid);
      res.json((await joinCaseSet(deps, identityOf(req).userId, request)) satisfies JoinCaseSetResponse);
    }),
  );
  router.get(
    apiPaths.joinedCaseSets,
    route(async (req, res) => {
      res.setHeader('cache-control', 'no-store');
      res.json((await listJoinedCaseSets(deps, identityOf(req).userId)) satisfies JoinedCaseSets);
    }),
  );
  return router;
}
