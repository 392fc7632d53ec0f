import type { EventEnvelope } from '@manan/contracts';
import type { TransactionContext } from '../../storage/transaction-runner.port';

export interface OutboxMessage {
  envelope: EventEnvelope;
  /** Failed publish attempts so far. */
  attempts: number;
  lastError: string | null;
}

/**
 * The transactional outbox: events are stored in the service's own database in the same
 * transaction as the business write, then published by the relay.
 */
export interface OutboxStore {
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
}
