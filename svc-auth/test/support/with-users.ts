import { randomUUID } from 'node:crypto';
import type { MongoDatabase, SqliteDatabase, TransactionRunner } from '@manan/service-kit';
import type { RepositoryContractAdapters } from '@manan/service-kit/testing';
import { createMongoUserRepository } from '../../src/adapters/mongo/mongo-user.repository';
import { createSqliteUserRepository } from '../../src/adapters/sqlite/sqlite-user.repository';
import { authSqliteMigrations } from '../../src/create-auth-service';
import type { UserRepository } from '../../src/domain/users/user.repository';

/** A repository under test together with the users its rows belong to (a foreign key in SQLite). */
export interface WithUsers<TRepository> {
  subject: TRepository;
  users: UserRepository;
}

export function adaptersWithUsers<TRepository>(adapters: {
  sqlite: (database: SqliteDatabase) => TRepository;
  mongo: (database: MongoDatabase) => Promise<TRepository>;
}): RepositoryContractAdapters<WithUsers<TRepository>> {
  return {
    sqlite: {
      migrations: authSqliteMigrations,
      create: (database) => ({
        subject: adapters.sqlite(database),
        users: createSqliteUserRepository(database),
      }),
    },
    mongo: {
      create: async (database) => ({
        subject: await adapters.mongo(database),
        users: await createMongoUserRepository(database.connection),
      }),
    },
  };
}

/** Stores a user and returns its id. */
export async function storeUser(
  users: UserRepository,
  transactionRunner: TransactionRunner,
): Promise<string> {
  const id = randomUUID();
  await transactionRunner.run((tx) =>
    users.create(
      {
        id,
        username: `u${id.slice(0, 8)}`,
        email: `${id}@example.org`,
        displayName: 'u',
        photoURL: null,
        passwordHash: null,
        createdAt: '2026-11-22T08:00:00.000Z',
      },
      tx,
    ),
  );
  return id;
}
