import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventEnvelope } from '@manan/contracts';
import { createSqliteOutboxStore, openSqliteDatabase, type SqliteDatabase } from '@manan/service-kit';
import { verifyMessagePact } from '@manan/service-kit/testing';
import { createSqliteCaseRepository } from '../../src/adapters/sqlite/sqlite-case.repository';
import { createSqliteEntitlementProjectionRepository } from '../../src/adapters/sqlite/sqlite-entitlement-projection.repository';
import {
  createSqliteCaseSetRepository,
  createSqlitePracticeAttemptRepository,
} from '../../src/adapters/sqlite/sqlite-practice.repositories';
import { triageSqliteMigrations } from '../../src/create-triage-service';
import { commitPracticeAttempt } from '../../src/domain/practice/commit-practice-attempt.use-case';
import { createCaseSet } from '../../src/domain/practice/create-case-set.use-case';
import { joinCaseSet } from '../../src/domain/practice/case-set-queries';
import type { PracticeDependencies } from '../../src/domain/practice/practice.dependencies';
import { testBank } from '../practice-api/support/practice-fixtures';

describe('message pact: svc-triage provides triage.practice.attempted.v1 to practice-analytics', () => {
  let database: SqliteDatabase;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-pact-practice-'));
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

  /** A trainee's attempt on a case of a set, committed by the real use case; the event as the outbox holds it. */
  async function eventFromTheOutbox(): Promise<EventEnvelope> {
    const outbox = createSqliteOutboxStore(database);
    const deps: PracticeDependencies = {
      bank: testBank,
      cases: createSqliteCaseRepository(database),
      attempts: createSqlitePracticeAttemptRepository(database),
      sets: createSqliteCaseSetRepository(database),
      entitlements: createSqliteEntitlementProjectionRepository(database),
      outbox,
      transactionRunner: database.transactionRunner,
      notifyOutbox: () => undefined,
    };
    const set = await createCaseSet(deps, 'educator-1', {
      title: 'Week 1',
      cases: [{ bankId: 'tb-cardiovascular-01' }],
    });
    await joinCaseSet(deps, 'user-1', { code: set.code });
    const { attempt } = await commitPracticeAttempt(deps, 'user-1', {
      ref: { source: 'set', setId: set.id, id: 'tb-cardiovascular-01' },
      esi: 3,
      redFlags: ['acute-coronary-syndrome'],
      firstAction: 'ECG',
    });
    const written = (await outbox.takeUnsent(100)).find(
      ({ envelope }) => (envelope.data as { attemptId?: string }).attemptId === attempt.id,
    );
    if (!written) throw new Error('The attempt wrote no event to the outbox');
    return written.envelope;
  }

  it("when the real use case writes an attempt's event to the outbox, then it satisfies practice-analytics' pact", async () => {
    const event = await eventFromTheOutbox();
    await expect(
      verifyMessagePact({
        consumer: 'practice-analytics',
        provider: 'svc-triage',
        exchange: 'manan.events',
        messageProviders: { 'triage.practice.attempted.v1': () => event },
      }),
    ).resolves.toBeDefined();
  }, 30_000);

  it('when a provider sends an incompatible shape (levels as text, an unknown verdict), then verification fails', async () => {
    const event = await eventFromTheOutbox();
    const incompatible = {
      ...event,
      data: { ...(event.data as object), chosenEsi: '3', verdict: 'wrong' },
    };
    await expect(
      verifyMessagePact({
        consumer: 'practice-analytics',
        provider: 'svc-triage',
        exchange: 'manan.events',
        messageProviders: { 'triage.practice.attempted.v1': () => incompatible },
      }),
    ).rejects.toBeDefined();
  }, 30_000);
});
