import { billingEntitlementChangedV1 } from '@manan/contracts';
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
import { createMongoEntitlementProjectionRepository } from './adapters/mongo/mongo-entitlement-projection.repository';
import {
  createSqliteEntitlementProjectionRepository,
  entitlementProjectionMigration,
} from './adapters/sqlite/sqlite-entitlement-projection.repository';
import type { TriageConfig } from './config';
import type { EntitlementProjectionRepository } from './domain/entitlement/entitlement-projection.repository';
import { entitlementChangedHandler } from './messaging/entitlement-changed.handler';

/** Append-only: never edit a migration that has shipped; add a new one. */
export const triageSqliteMigrations = [
  sqliteOutboxMigration,
  sqliteProcessedMessagesMigration,
  entitlementProjectionMigration,
  sqliteRevokedSessionsMigration,
];

export interface TriageService extends ServiceInstance {
  entitlements: EntitlementProjectionRepository;
}

export async function createTriageService(
  config: TriageConfig,
  logger: Logger,
  eventBus?: EventBus,
): Promise<TriageService> {
  const infrastructure = await openServiceInfrastructure({
    service: 'svc-triage',
    logger,
    config,
    sqlite: { fileName: 'triage.sqlite', migrations: triageSqliteMigrations },
    ...(eventBus ? { eventBus } : {}),
  });
  const { storage, transactionRunner, processedMessages, bus } = infrastructure;
  const entitlements =
    storage.kind === 'sqlite'
      ? createSqliteEntitlementProjectionRepository(storage.database)
      : await createMongoEntitlementProjectionRepository(storage.database.connection);

  await bus.subscribe({
    queue: 'svc-triage',
    types: [billingEntitlementChangedV1.type],
    handler: entitlementChangedHandler({ entitlements, processedMessages, transactionRunner, logger }),
  });

  const sessions = await createServiceSessionVerifier({
    service: 'svc-triage',
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

  const app = createServiceApp({
    service: 'svc-triage',
    logger,
    readinessChecks: infrastructure.readinessChecks,
    routes: [api],
  });
  return { app, entitlements, close: () => infrastructure.close() };
}
