import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectMongo } from '../storage/mongo/mongo-database';
import type { MongoDatabase } from '../storage/mongo/mongo-database';
import { openSqliteDatabase } from '../storage/sqlite/sqlite-database';
import type { SqliteDatabase } from '../storage/sqlite/sqlite-database';
import type { TransactionRunner } from '../storage/transaction-runner.port';

export interface RepositoryContractAdapters<TRepository> {
  sqlite: {
    migrations: readonly string[];
    create(database: SqliteDatabase): TRepository | Promise<TRepository>;
  };
  mongo: {
    create(database: MongoDatabase): TRepository | Promise<TRepository>;
  };
}

/** What each test of a contract suite works with: a fresh, empty repository and its database's runner. */
export interface RepositoryContractHarness<TRepository> {
  repository: TRepository;
  transactionRunner: TransactionRunner;
}

export type RepositoryContractSuite<TRepository> = (
  harness: () => RepositoryContractHarness<TRepository>,
) => void;

export const mongoSkippedNotice =
  'skipped: MONGODB_URI is not set, so the mongoose adapter was not run against MongoDB';
let mongoSkipAnnounced = false;

/**
 * Runs one suite against every adapter of a repository port: SQLite always (a fresh temporary
 * directory per test), MongoDB when MONGODB_URI is set (a fresh database per test file, emptied
 * before each test and dropped afterwards). Without MONGODB_URI the Mongo run is reported as a
 * skipped test and a notice, never silently left out.
 */
export function describeRepositoryContract<TRepository>(
  name: string,
  adapters: RepositoryContractAdapters<TRepository>,
  suite: RepositoryContractSuite<TRepository>,
): void {
  describe(name, () => {
    describe('sqlite adapter', () => {
      let harness: RepositoryContractHarness<TRepository> | undefined;
      let database: SqliteDatabase | undefined;
      let dataDir = '';
      beforeEach(async () => {
        dataDir = mkdtempSync(path.join(tmpdir(), 'manan-contract-'));
        database = openSqliteDatabase({
          dataDir,
          fileName: 'contract.sqlite',
          migrations: adapters.sqlite.migrations,
        });
        harness = {
          repository: await adapters.sqlite.create(database),
          transactionRunner: database.transactionRunner,
        };
      });
      afterEach(async () => {
        await database?.close();
        rmSync(dataDir, { recursive: true, force: true });
      });
      suite(() => harnessOrThrow(harness));
    });

    const mongoUri = process.env.MONGODB_URI;
    describe('mongo adapter', () => {
      if (!mongoUri) {
        if (!mongoSkipAnnounced) {
          mongoSkipAnnounced = true;
          console.warn(
            `Repository contract suites: ${mongoSkippedNotice}. Set MONGODB_URI (a replica set) to run them.`,
          );
        }
        it.skip(mongoSkippedNotice, () => undefined);
        return;
      }
      let harness: RepositoryContractHarness<TRepository> | undefined;
      let database: MongoDatabase | undefined;
      beforeAll(async () => {
        database = await connectMongo({
          uri: mongoUri,
          dbName: `contract_${randomUUID().replaceAll('-', '')}`,
        });
      });
      beforeEach(async () => {
        const connected = databaseOrThrow(database);
        const collections = await connected.connection.listCollections();
        await Promise.all(
          collections.map(({ name: collection }) =>
            connected.connection.collection(collection).deleteMany({}),
          ),
        );
        harness = {
          repository: await adapters.mongo.create(connected),
          transactionRunner: connected.transactionRunner,
        };
      });
      afterAll(async () => {
        await database?.connection.dropDatabase();
        await database?.close();
      });
      suite(() => harnessOrThrow(harness));
    });
  });
}

function harnessOrThrow<T>(harness: T | undefined): T {
  if (!harness) throw new Error('The contract harness is only available inside a test');
  return harness;
}

function databaseOrThrow(database: MongoDatabase | undefined): MongoDatabase {
  if (!database) throw new Error('MongoDB did not connect');
  return database;
}
