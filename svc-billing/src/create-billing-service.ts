import { triageAnalysisRecordedV1 } from '@manan/contracts';
import { Router } from 'express';
import {
  createServiceApp,
  createServiceSessionVerifier,
  openRevokedSessionStore,
  openServiceInfrastructure,
  requireSession,
  sqliteRevokedSessionsMigration,
  sqliteOutboxMigration,
  sqliteProcessedMessagesMigration,
  type EventBus,
  type Logger,
  type ServiceInstance,
} from '@manan/service-kit';
import { createMongoUsageProjectionRepository } from './adapters/mongo/mongo-usage-projection.repository';
import {
  createSqliteUsageProjectionRepository,
  usageProjectionMigration,
} from './adapters/sqlite/sqlite-usage-projection.repository';
import type { BillingConfig } from './config';
import type { UsageProjectionRepository } from './domain/usage/usage-projection.repository';
import { usageRoutes } from './http/usage.routes';
import { analysisRecordedHandler } from './messaging/analysis-recorded.handler';

/** Append-only: never edit a migration that has shipped; add a new one. */
export const billingSqliteMigrations = [
  sqliteOutboxMigration,
  sqliteProcessedMessagesMigration,
  usageProjectionMigration,
  sqliteRevokedSessionsMigration,
];

export interface BillingService extends ServiceInstance {
  usage: UsageProjectionRepository;
}

export async function createBillingService(
  config: BillingConfig,
  logger: Logger,
  eventBus?: EventBus,
): Promise<BillingService> {
  const infrastructure = await openServiceInfrastructure({
    service: 'svc-billing',
    logger,
    config,
    sqlite: { fileName: 'billing.sqlite', migrations: billingSqliteMigrations },
    ...(eventBus ? { eventBus } : {}),
  });
  const { storage, transactionRunner, processedMessages, bus } = infrastructure;
  const usage =
    storage.kind === 'sqlite'
      ? createSqliteUsageProjectionRepository(storage.database)
      : await createMongoUsageProjectionRepository(storage.database.connection);

  await bus.subscribe({
    queue: 'svc-billing',
    types: [triageAnalysisRecordedV1.type],
    handler: analysisRecordedHandler({ usage, processedMessages, transactionRunner, logger }),
  });

  const sessions = await createServiceSessionVerifier({
    service: 'svc-billing',
    config,
    revokedSessions: await openRevokedSessionStore(storage),
    bus,
    processedMessages,
    transactionRunner,
    logger,
  });
  // Every /api path of this service needs a session, checked here even behind the gateway.
  const api = Router();
  api.use('/api', requireSession(sessions));
  api.use(usageRoutes({ usage, isPremium: async () => false }));

  const app = createServiceApp({
    service: 'svc-billing',
    logger,
    readinessChecks: infrastructure.readinessChecks,
    routes: [api],
  });
  return { app, usage, close: () => infrastructure.close() };
}
