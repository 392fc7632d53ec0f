import type { EventEnvelope } from '@manan/contracts';
import type { Logger } from 'pino';
import type { EventBus } from '../events/event-bus.port';
import { createAmqpEventBus } from '../events/amqp/amqp-event-bus';
import { createInProcessEventBus } from '../events/in-process/in-process-event-bus';
import { createMongoProcessedMessageStore } from '../events/idempotency/mongo-processed-message-store';
import type { ProcessedMessageStore } from '../events/idempotency/processed-message-store.port';
import { createSqliteProcessedMessageStore } from '../events/idempotency/sqlite-processed-message-store';
import { createMongoOutboxStore } from '../events/outbox/mongo-outbox-store';
import { startOutboxRelay, type OutboxRelay } from '../events/outbox/outbox-relay';
import type { OutboxStore } from '../events/outbox/outbox-store.port';
import { createSqliteOutboxStore } from '../events/outbox/sqlite-outbox-store';
import type { ReadinessCheck } from '../http/health-routes';
import { instrumentEventBus } from '../observability/event-telemetry';
import { registerOutboxGauges } from '../observability/outbox-gauges';
import { createServiceTelemetry, type ServiceTelemetry } from '../observability/service-telemetry';
import { connectMongo, type MongoDatabase } from '../storage/mongo/mongo-database';
import { openSqliteDatabase, type SqliteDatabase } from '../storage/sqlite/sqlite-database';
import type { TransactionRunner } from '../storage/transaction-runner.port';

export interface InfrastructureConfig {
  DATA_DIR: string;
  EVENTS_NAMESPACE: string;
  MONGODB_URI?: string | undefined;
  AMQP_URL?: string | undefined;
}

export interface ServiceInfrastructureOptions {
  service: string;
  logger: Logger;
  config: InfrastructureConfig;
  /** The SQLite file under DATA_DIR and its append-only migrations (include the outbox's and the processed-message log's). */
  sqlite: { fileName: string; migrations: readonly string[]; synchronous?: 'FULL' | 'NORMAL' };
  /** In embedded mode the services share one in-process bus; otherwise AMQP_URL decides. */
  eventBus?: EventBus;
  relayIntervalMs?: number;
  /** After the relay published a message (see OutboxRelayOptions.afterPublished); given the service's stores. */
  afterPublished?: (
    envelope: EventEnvelope,
    stores: { outbox: OutboxStore; transactionRunner: TransactionRunner },
  ) => Promise<void>;
  /** The service's metrics; created here unless given. */
  telemetry?: ServiceTelemetry;
}

export type ServiceStorage =
  { kind: 'sqlite'; database: SqliteDatabase } | { kind: 'mongo'; database: MongoDatabase };

export interface ServiceInfrastructure {
  storage: ServiceStorage;
  transactionRunner: TransactionRunner;
  outbox: OutboxStore;
  processedMessages: ProcessedMessageStore;
  /** The bus as this service sees it: its consumers traced and counted in its metrics. */
  bus: EventBus;
  relay: OutboxRelay;
  /** The service's metrics registry and instruments: pass it to createServiceApp. */
  telemetry: ServiceTelemetry;
  readinessChecks: Record<string, ReadinessCheck>;
  /** Stops the relay, then closes the bus (if this service opened it) and the database. */
  close(): Promise<void>;
}

/** Opens what every service stands on, choosing each adapter from configuration (README, Configuration). */
export async function openServiceInfrastructure(
  options: ServiceInfrastructureOptions,
): Promise<ServiceInfrastructure> {
  const { service, logger, config, afterPublished } = options;
  const storage = await openStorage(options);
  const stores =
    storage.kind === 'sqlite'
      ? {
          outbox: createSqliteOutboxStore(storage.database),
          processedMessages: createSqliteProcessedMessageStore(storage.database),
        }
      : {
          outbox: await createMongoOutboxStore(storage.database.connection),
          processedMessages: await createMongoProcessedMessageStore(storage.database.connection),
        };
  const telemetry = options.telemetry ?? createServiceTelemetry(service);
  registerOutboxGauges(telemetry, stores.outbox);
  const ownsBus = !options.eventBus;
  const sharedOrOwnBus =
    options.eventBus ??
    (config.AMQP_URL
      ? namespacedQueues(
          await createAmqpEventBus({
            url: config.AMQP_URL,
            exchange: `${config.EVENTS_NAMESPACE}.events`,
            logger,
          }),
          config.EVENTS_NAMESPACE,
        )
      : createInProcessEventBus({ logger }));
  const bus = instrumentEventBus(sharedOrOwnBus, telemetry);
  const relay = startOutboxRelay({
    outbox: stores.outbox,
    bus,
    logger,
    metrics: telemetry.events,
    intervalMs: options.relayIntervalMs ?? 1_000,
    ...(afterPublished
      ? {
          afterPublished: (envelope: EventEnvelope) =>
            afterPublished(envelope, {
              outbox: stores.outbox,
              transactionRunner: storage.database.transactionRunner,
            }),
        }
      : {}),
  });
  // Back from a broker outage: publish what waited now rather than when the relay's back-off ends.
  bus.onReconnected?.(() => relay.notify());
  logger.info(
    { storage: storage.kind, events: config.AMQP_URL && ownsBus ? 'amqp' : 'in-process' },
    `${service} infrastructure ready`,
  );

  return {
    storage,
    transactionRunner: storage.database.transactionRunner,
    ...stores,
    bus,
    relay,
    telemetry,
    readinessChecks: { database: () => storage.database.ping(), events: () => bus.check() },
    async close() {
      await relay.stop();
      if (ownsBus) await sharedOrOwnBus.close();
      await storage.database.close();
    },
  };
}

/** On a shared broker, each deployment's queues carry its namespace: `manan.svc-billing`, ... */
function namespacedQueues(bus: EventBus, namespace: string): EventBus {
  return {
    ...bus,
    subscribe: (subscription) =>
      bus.subscribe({ ...subscription, queue: `${namespace}.${subscription.queue}` }),
  };
}

async function openStorage({ config, sqlite }: ServiceInfrastructureOptions): Promise<ServiceStorage> {
  if (config.MONGODB_URI) return { kind: 'mongo', database: await connectMongo({ uri: config.MONGODB_URI }) };
  const database = openSqliteDatabase({
    dataDir: config.DATA_DIR,
    fileName: sqlite.fileName,
    migrations: sqlite.migrations,
    ...(sqlite.synchronous ? { synchronous: sqlite.synchronous } : {}),
  });
  return { kind: 'sqlite', database };
}
