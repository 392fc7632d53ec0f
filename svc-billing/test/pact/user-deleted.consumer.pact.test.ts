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
import { createSandboxPaymentGateway } from '../../src/adapters/sandbox/sandbox-payment-gateway';
import { openBillingStores } from '../../src/billing-stores';
import { billingSqliteMigrations } from '../../src/create-billing-service';
import { userDeletedHandler } from '../../src/messaging/user-deleted.handler';

const { uuid, like, datetime } = MatchersV3;

describe('message pact: svc-billing consumes auth.user.deleted.v1', () => {
  let database: SqliteDatabase;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-pact-billing-'));
  beforeAll(
    () =>
      (database = openSqliteDatabase({
        dataDir,
        fileName: 'billing.sqlite',
        migrations: billingSqliteMigrations,
      })),
  );
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("when auth reports a deleted account, then billing ends the user's subscription at the provider and forgets their usage and subscription", async () => {
    const stores = await openBillingStores({ kind: 'sqlite', database });
    const now = () => new Date('2026-11-22T10:00:00.000Z');
    const gateway = createSandboxPaymentGateway({ store: stores.sandboxRecords, now });
    const period = { startDate: '2026-11-01T00:00:00.000Z', currentPeriodEnd: '2026-12-01T00:00:00.000Z' };
    await stores.sandboxRecords.save('subscription', 'sub_sandbox_1', {
      id: 'sub_sandbox_1',
      customerId: 'cus_sandbox_1',
      userId: 'user-1',
      status: 'active',
      cancelAtPeriodEnd: false,
      ...period,
    });
    await database.transactionRunner.run(async (tx) => {
      await stores.usage.recordAnalysis({ userId: 'user-1', month: '2026-11', caseId: 'case-1' }, tx);
      await stores.subscriptions.save(
        {
          userId: 'user-1',
          provider: 'sandbox',
          subscriptionId: 'sub_sandbox_1',
          customerId: 'cus_sandbox_1',
          status: 'active',
          cancelAtPeriodEnd: false,
          observedAt: '2026-11-01T00:00:01.000Z',
          entitledUntil: period.currentPeriodEnd,
          ...period,
        },
        tx,
      );
    });
    const handler = userDeletedHandler({
      ...stores,
      providerRecords: stores.sandboxRecords,
      gateway,
      outbox: createSqliteOutboxStore(database),
      processedMessages: createSqliteProcessedMessageStore(database),
      transactionRunner: database.transactionRunner,
      notifyOutbox: () => undefined,
      now,
      logger: createLogger({ service: 'pact', level: 'silent' }),
    });
    await recordMessagePact({
      consumer: 'svc-billing',
      provider: 'svc-auth',
      description: 'auth.user.deleted.v1',
      metadata: { exchange: 'manan.events', routingKey: 'auth.user.deleted' },
      content: {
        messageId: uuid('5d0e2b1a-7c3f-4a6b-9e8d-1f2a3b4c5d6e'),
        type: 'auth.user.deleted',
        version: 1,
        occurredAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-22T10:00:00.000Z'),
        data: { userId: like('user-1') },
      },
      handle: (envelope) => handler(envelope as Parameters<typeof handler>[0]),
    });
    expect(await stores.usage.countForMonth('user-1', '2026-11')).toBe(0);
    expect(await stores.subscriptions.findByUser('user-1')).toBeNull();
    expect(await stores.sandboxRecords.find('subscription', 'sub_sandbox_1')).toBeNull();
  });
});
