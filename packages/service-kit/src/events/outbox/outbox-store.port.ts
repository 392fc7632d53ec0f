import type { EventEnvelope } from '@manan/contracts';
import type { TransactionContext } from '../../storage/transaction-runner.port';
import type { MessageTraceHeaders } from '../event-bus.port';

export interface OutboxMessage {
  envelope: EventEnvelope;
  /** Failed publish attempts so far. */
  attempts: number;
  lastError: string | null;
  /** The trace the event was written in (`traceparent`), continued by the relay's publish; absent on old rows. */
  traceHeaders?: MessageTraceHeaders;
}

/** What waits in the outbox, for the depth and lag gauges. */
export interface OutboxBacklog {
  pending: number;
  /** When the oldest unsent message was written (ISO 8601); null when none waits. */
  oldestPendingAt: string | null;
}

/**
 * The transactional outbox: events are stored in the service's own database in the same
 * transaction as the business write, then published by the relay.
 */
export interface OutboxStore {
  /** Stores the event inside `tx`, with the active trace's headers so the publish continues that trace. */
  add(envelope: EventEnvelope, tx: TransactionContext): Promise<void>;
  /** Unsent messages, oldest first. Does not claim them: two relays may both publish one (consumers deduplicate). */
  takeUnsent(limit: number): Promise<OutboxMessage[]>;
  markSent(messageIds: readonly string[]): Promise<void>;
  markFailed(messageId: string, error: string): Promise<void>;
  /**
   * Deletes every message whose event names this user (`data.userId`), sent or not, inside `tx`: after an
   * account is deleted, a sent one is a copy of their data and an unsent one is news about no one.
   */
  eraseEventsOfUser(userId: string, tx: TransactionContext): Promise<void>;
  /** How many messages wait and since when; optional (stores without it report no outbox gauges). */
  backlog?(): Promise<OutboxBacklog>;
}
