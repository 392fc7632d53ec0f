import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  createLogger,
  createSqliteOutboxStore,
  createSqliteProcessedMessageStore,
  openSqliteDatabase,
  type SqliteDatabase,
} from '@manan/service-kit';
import { recordMessagePact } from '@manan/service-kit/testing';
import { createSqliteAnalysisQuotaRepository } from '../../src/adapters/sqlite/sqlite-analysis-quota.repository';
import { createSqliteCaseRepository } from '../../src/adapters/sqlite/sqlite-case.repository';
import {
  createSqliteCaseSetRepository,
  createSqlitePracticeAttemptRepository,
} from '../../src/adapters/sqlite/sqlite-practice.repositories';
import { createSqliteEntitlementProjectionRepository } from '../../src/adapters/sqlite/sqlite-entitlement-projection.repository';
import { triageSqliteMigrations } from '../../src/create-triage-service';
import { userDeletedHandler } from '../../src/messaging/user-deleted.handler';

const { uuid, like, datetime } = MatchersV3;

describe('message pact: svc-triage consumes auth.user.deleted.v1', () => {
  let database: SqliteDatabase;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-pact-triage-'));
  beforeAll(
    () =>
      (database = openSqliteDatabase({
        dataDir,
        fileName: 'triage.sqlite',
        migrations: triageSqliteMigrations,
      })),
  );
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("when auth reports a deleted account, then triage deletes the user's counters and projection", async () => {
    const quota = createSqliteAnalysisQuotaRepository(database);
    const entitlements = createSqliteEntitlementProjectionRepository(database);
    await database.transactionRunner.run(async (tx) => {
      await quota.reserve('user-1', '2026-11', 20, tx);
      await entitlements.apply(
        { userId: 'user-1', isPremium: true, periodEnd: null, decidedAt: '2026-11-22T10:00:00.000Z' },
        tx,
      );
    });
    const handler = userDeletedHandler({
      cases: createSqliteCaseRepository(database),
      quota,
      entitlements,
      outbox: createSqliteOutboxStore(database),
      practiceAttempts: createSqlitePracticeAttemptRepository(database),
      caseSets: createSqliteCaseSetRepository(database),
      processedMessages: createSqliteProcessedMessageStore(database),
      transactionRunner: database.transactionRunner,
      logger: createLogger({ service: 'pact', level: 'silent' }),
    });
    await recordMessagePact({
      consumer: 'svc-triage',
      provider: 'svc-auth',
      description: 'auth.user.deleted.v1',
      metadata: { exchange: 'manan.events', routingKey: 'auth.user.deleted' },
      content: {
        messageId: uuid('0b6c3f7e-1d2a-4e5f-8a9b-0c1d2e3f4a5b'),
        type: 'auth.user.deleted',
        version: 1,
        occurredAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-22T10:00:00.000Z'),
        data: { userId: like('user-1') },
      },
      handle: (envelope) => handler(envelope as Parameters<typeof handler>[0]),
    });
    expect(await quota.used('user-1', '2026-11')).toBe(0);
    expect(await entitlements.find('user-1')).toBeNull();
  });
});
