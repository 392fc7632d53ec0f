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
import { createSqliteUsageProjectionRepository } from '../../src/adapters/sqlite/sqlite-usage-projection.repository';
import { billingSqliteMigrations } from '../../src/create-billing-service';
import { analysisRecordedHandler } from '../../src/messaging/analysis-recorded.handler';

const { uuid, like, regex, integer, datetime } = MatchersV3;

describe('message pact: svc-billing consumes triage.analysis.recorded.v1', () => {
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

  it('when triage reports a counted analysis, then billing counts it for the user and month', async () => {
    const usage = createSqliteUsageProjectionRepository(database);
    const handler = analysisRecordedHandler({
      usage,
      processedMessages: createSqliteProcessedMessageStore(database),
      transactionRunner: database.transactionRunner,
      logger: createLogger({ service: 'pact', level: 'silent' }),
    });
    await recordMessagePact({
      consumer: 'svc-billing',
      provider: 'svc-triage',
      description: 'triage.analysis.recorded.v1',
      metadata: { exchange: 'manan.events', routingKey: 'triage.analysis.recorded' },
      content: {
        messageId: uuid('6f1c2c4e-8d3a-4b5e-9f10-2a3b4c5d6e7f'),
        type: 'triage.analysis.recorded',
        version: 1,
        occurredAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-22T10:00:00.000Z'),
        data: {
          userId: like('user-1'),
          caseId: like('case-1'),
          month: regex(/^\d{4}-(0[1-9]|1[0-2])$/, '2026-11'),
          countInMonth: integer(1),
        },
      },
      handle: (envelope) => handler(envelope as Parameters<typeof handler>[0]),
    });
    expect(await usage.countForMonth('user-1', '2026-11')).toBe(1);
  });
});
