import type { TransactionContext } from '@manan/service-kit';
import type { PaymentProviderName } from '../subscriptions/subscription';

/** The payment provider's customer of each user (one Stripe customer per user, reused). */
export interface CustomerRepository {
  findCustomerId(
    provider: PaymentProviderName,
    userId: string,
    tx?: TransactionContext,
  ): Promise<string | null>;
  findUserId(
    provider: PaymentProviderName,
    customerId: string,
    tx?: TransactionContext,
  ): Promise<string | null>;
  /** Sets the user's customer, replacing one the provider no longer has. */
  save(
    customer: { provider: PaymentProviderName; userId: string; customerId: string },
    tx: TransactionContext,
  ): Promise<void>;
  /** Deletes everything of the user here (their account was deleted); no-op when there is nothing. */
  deleteForUser(userId: string, tx: TransactionContext): Promise<void>;
}
