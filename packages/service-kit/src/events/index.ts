export { defaultMaxAttempts, UnprocessableEventError } from './event-bus.port';
export type { EventBus, EventHandler, MessageTraceHeaders, SubscribeOptions } from './event-bus.port';
export { routeEventsByType } from './event-router';
export { createInProcessEventBus } from './in-process/in-process-event-bus';
export type {
  DeadLetter,
  InProcessEventBus,
  InProcessEventBusOptions,
} from './in-process/in-process-event-bus';
export { createAmqpEventBus } from './amqp/amqp-event-bus';
export type { AmqpEventBusOptions } from './amqp/amqp-event-bus';
export type { AmqpQueueType } from './amqp/amqp-topology';
export type { OutboxBacklog, OutboxMessage, OutboxStore } from './outbox/outbox-store.port';
export {
  createSqliteOutboxStore,
  sqliteOutboxMigration,
  sqliteOutboxTraceMigration,
} from './outbox/sqlite-outbox-store';
export { createMongoOutboxStore } from './outbox/mongo-outbox-store';
export { startOutboxRelay } from './outbox/outbox-relay';
export type { OutboxRelay, OutboxRelayOptions } from './outbox/outbox-relay';
export type { ProcessedMessageStore } from './idempotency/processed-message-store.port';
export {
  createSqliteProcessedMessageStore,
  sqliteProcessedMessagesMigration,
} from './idempotency/sqlite-processed-message-store';
export { createMongoProcessedMessageStore } from './idempotency/mongo-processed-message-store';
export { createIdempotentHandler } from './idempotency/idempotent-handler';
export type { IdempotentHandlerOptions } from './idempotency/idempotent-handler';
