import type { TransactionContext } from '@manan/service-kit';
import type { PaymentProviderName } from '../subscriptions/subscription';

/** open: not paid yet; processing: paid asynchronously, not settled; completed; failed: the payment failed. */
export type CheckoutSessionStatus = 'open' | 'processing' | 'completed' | 'failed';

/** A checkout session billing started, and for whom. */
export interface CheckoutSession {
  id: string;
  userId: string;
  provider: PaymentProviderName;
  status: CheckoutSessionStatus;
  createdAt: string;
  updatedAt: string;
}

export interface CheckoutSessionRepository {
  find(sessionId: string, tx?: TransactionContext): Promise<CheckoutSession | null>;
  /** Inserts or replaces by id. */
  save(session: CheckoutSession, tx: TransactionContext): Promise<void>;
  /** Deletes everything of the user here (their account was deleted); no-op when there is nothing. */
  deleteForUser(userId: string, tx: TransactionContext): Promise<void>;
}
