import { Router } from 'express';
import type { Connection } from 'mongoose';
import type { SqliteDatabase } from '@manan/service-kit';
import {
  defaultTeachingBankDirectory,
  loadTeachingBankFromDirectory,
} from './adapters/content/file-teaching-bank';
import {
  createMongoCaseSetRepository,
  createMongoPracticeAttemptRepository,
} from './adapters/mongo/mongo-practice.repositories';
import {
  createSqliteCaseSetRepository,
  createSqlitePracticeAttemptRepository,
} from './adapters/sqlite/sqlite-practice.repositories';
import type { CaseSetRepository } from './domain/practice/case-set.repository';
import type { PracticeAttemptRepository } from './domain/practice/practice-attempt.repository';
import type { PracticeDependencies } from './domain/practice/practice.dependencies';
import { inMemoryTeachingBank, type TeachingBank } from './domain/practice/teaching-bank.port';
import { practiceSetRoutes } from './http/practice-sets.routes';
import { practiceRoutes } from './http/practice.routes';

export { practiceMigration } from './adapters/sqlite/sqlite-practice.repositories';

export interface PracticeRepositories {
  practiceAttempts: PracticeAttemptRepository;
  caseSets: CaseSetRepository;
}

/** Training mode's repositories on the service's storage (SQLite or MongoDB). */
export async function createPracticeRepositories(
  sqlite: SqliteDatabase | null,
  mongo: Connection | null,
): Promise<PracticeRepositories> {
  return sqlite
    ? {
        practiceAttempts: createSqlitePracticeAttemptRepository(sqlite),
        caseSets: createSqliteCaseSetRepository(sqlite),
      }
    : {
        practiceAttempts: await createMongoPracticeAttemptRepository(mongo!),
        caseSets: await createMongoCaseSetRepository(mongo!),
      };
}

/** The teaching bank from svc-triage/content/teaching-bank, read once (start-up fails on a broken case). */
export function loadDefaultTeachingBank(): TeachingBank {
  return inMemoryTeachingBank(loadTeachingBankFromDirectory(defaultTeachingBankDirectory));
}

/** Every /api/practice route (the session is checked before, as for every /api path). */
export function practiceRouter(deps: PracticeDependencies): Router {
  const router = Router();
  router.use(practiceRoutes(deps));
  router.use(practiceSetRoutes(deps));
  return router;
}
