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
}
