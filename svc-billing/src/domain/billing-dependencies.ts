import type { Logger, OutboxStore, ProcessedMessageStore, TransactionRunner } from '@manan/service-kit';
import type { CheckoutSessionRepository } from './checkout/checkout-session.repository';
import type { CustomerRepository } from './checkout/customer.repository';
import type { PaymentGateway } from './checkout/payment-gateway.port';
import type { SubscriptionRepository } from './subscriptions/subscription.repository';

/** What billing's use cases work with; built once in the composition root. */
export interface BillingDependencies {
  subscriptions: SubscriptionRepository;
  checkoutSessions: CheckoutSessionRepository;
  customers: CustomerRepository;
  gateway: PaymentGateway;
  outbox: OutboxStore;
  processedMessages: ProcessedMessageStore;
  transactionRunner: TransactionRunner;
  /** Asks the outbox relay to publish now, after a transaction that added events has committed. */
  notifyOutbox: () => void;
  now: () => Date;
  logger: Logger;
}
