import type { TransactionContext } from '@manan/service-kit';
import type { PaymentProviderName, Subscription } from './subscription';

/** Each user's current subscription. Reads given a `tx` read inside that transaction. */
export interface SubscriptionRepository {
  findByUser(userId: string, tx?: TransactionContext): Promise<Subscription | null>;
  findBySubscriptionId(
    provider: PaymentProviderName,
    subscriptionId: string,
    tx?: TransactionContext,
  ): Promise<Subscription | null>;
  /** Inserts or replaces the user's subscription. */
  save(subscription: Subscription, tx: TransactionContext): Promise<void>;
  /** Subscriptions still announced as premium whose paid period ended at or before `time`, oldest first. */
  findEntitledEndedBy(time: Date, limit: number): Promise<Subscription[]>;
  /** Deletes everything of the user here (their account was deleted); no-op when there is nothing. */
  deleteForUser(userId: string, tx: TransactionContext): Promise<void>;
}
