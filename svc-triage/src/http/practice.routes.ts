import {
  apiPaths,
  expressPath,
  nextPracticeCaseQuerySchema,
  practiceAttemptRequestSchema,
  practiceBankQuerySchema,
  type NextPracticeCaseResponse,
  type PracticeAttemptResponse,
  type PracticeBankResponse,
  type PracticeProgress,
  type PracticeRedFlagsResponse,
} from '@manan/contracts';
import { Router } from 'express';
import { identityOf, parseRequest, route } from '@manan/service-kit';
import { commitPracticeAttempt } from '../domain/practice/commit-practice-attempt.use-case';
import { practiceRedFlagCatalogue } from '../domain/practice/guideline-catalogue';
import { nextPracticeCase } from '../domain/practice/next-practice-case.use-case';
import type { PracticeDependencies } from '../domain/practice/practice.dependencies';
import {
  ownPracticeAttempt,
  practiceProgress,
  teachingBankCatalogue,
} from '../domain/practice/practice-queries';

const invalid = { code: 'PRACTICE.INVALID' } as const;

/** Training mode for a trainee: the red-flag picker, the bank's catalogue, next case, attempts, progress. */
export function practiceRoutes(deps: PracticeDependencies): Router {
  const router = Router();
  router.get(
    apiPaths.practiceRedFlags,
    route(async (_req, res) => {
      res.json({ redFlags: practiceRedFlagCatalogue } satisfies PracticeRedFlagsResponse);
    }),
  );
  router.get(
    apiPaths.practiceBank,
    route(async (req, res) => {
      const query = parseRequest(practiceBankQuerySchema, req.query, invalid);
      res.json(teachingBankCatalogue(deps, query) satisfies PracticeBankResponse);
    }),
  );
  router.get(
    apiPaths.practiceNext,
    route(async (req, res) => {
      const query = parseRequest(nextPracticeCaseQuerySchema, req.query, invalid);
      const practiceCase = await nextPracticeCase(deps, identityOf(req).userId, query);
      res.setHeader('cache-control', 'no-store');
      res.json({ case: practiceCase } satisfies NextPracticeCaseResponse);
    }),
  );
  router.post(
    apiPaths.practiceAttempts,
    route(async (req, res) => {
      const request = parseRequest(practiceAttemptRequestSchema, req.body, invalid);
      const outcome = await commitPracticeAttempt(deps, identityOf(req).userId, request);
      res.status(201).json(outcome satisfies PracticeAttemptResponse);
    }),
  );
  router.get(
    expressPath(apiPaths.practiceAttempt),
    route(async (req, res) => {
      const attemptId = String(req.params.attemptId).slice(0, 100);
      const outcome = await ownPracticeAttempt(deps, identityOf(req).userId, attemptId);
      res.setHeader('cache-control', 'no-store');
      res.json(outcome satisfies PracticeAttemptResponse);
    }),
  );
  router.get(
    apiPaths.practiceProgress,
    route(async (req, res) => {
      const progress = await practiceProgress(deps, identityOf(req).userId);
      res.setHeader('cache-control', 'no-store');
      res.json(progress satisfies PracticeProgress);
    }),
  );
  return router;
}
