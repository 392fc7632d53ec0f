import type { TransactionContext } from '../../storage/transaction-runner.port';

/** The log of messages a consumer has handled, so a redelivered message is handled once. */
export interface ProcessedMessageStore {
  /** Records (consumer, messageId) inside `tx`; false when it was already recorded. */
  recordIfNew(consumer: string, messageId: string, tx: TransactionContext): Promise<boolean>;
}
