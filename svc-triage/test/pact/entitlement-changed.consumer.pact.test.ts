import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  createLogger,
  createSqliteProcessedMessageStore,
  openSqliteDatabase,
  type SqliteDatabase,
} from '@manan/service-kit';
import { recordMessagePact } from '@manan/service-kit/testing';
import { createSqliteEntitlementProjectionRepository } from '../../src/adapters/sqlite/sqlite-entitlement-projection.repository';
import { triageSqliteMigrations } from '../../src/create-triage-service';
import { isPremiumAt } from '../../src/domain/entitlement/is-premium-at';
import { entitlementChangedHandler } from '../../src/messaging/entitlement-changed.handler';

const { uuid, like, boolean, datetime } = MatchersV3;

describe('message pact: svc-triage consumes billing.entitlement.changed.v1', () => {
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

  it('when billing turns premium on, then triage treats the user as premium until the period ends', async () => {
    const entitlements = createSqliteEntitlementProjectionRepository(database);
    const handler = entitlementChangedHandler({
      entitlements,
      processedMessages: createSqliteProcessedMessageStore(database),
      transactionRunner: database.transactionRunner,
      logger: createLogger({ service: 'pact', level: 'silent' }),
    });
    await recordMessagePact({
      consumer: 'svc-triage',
      provider: 'svc-billing',
      description: 'billing.entitlement.changed.v1',
      metadata: { exchange: 'manan.events', routingKey: 'billing.entitlement.changed' },
      content: {
        messageId: uuid('0b7e4d2a-1c3f-4e5a-8b9c-d0e1f2a3b4c5'),
        type: 'billing.entitlement.changed',
        version: 1,
        occurredAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-22T10:00:00.000Z'),
        data: {
          userId: like('user-1'),
          isPremium: boolean(true),
          periodEnd: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-12-22T10:00:00.000Z'),
        },
      },
      handle: (envelope) => handler(envelope as Parameters<typeof handler>[0]),
    });
    expect(isPremiumAt(await entitlements.find('user-1'), new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });
});
