import type { TransactionContext } from '@manan/service-kit';
import type { BillingDependencies } from '../billing-dependencies';
import { applyCheckout, markCheckoutFailed, readCheckout } from '../checkout/complete-checkout';
import { applySubscriptionSnapshot } from '../subscriptions/save-subscription';
import type { PaymentEvent, PaymentEventOutcome } from './payment-event';

/** Names payment events in the processed-message log. */
export const paymentEventsConsumer = 'svc-billing.payment-events';

/**
 * Handles a provider event once: reads the objects it names from the provider (outside any
 * transaction), then records the event id and applies the change in one transaction, so a
 * redelivered event changes nothing and a failed one is retried by the provider.
 */
export async function handlePaymentEventUseCase(
  dependencies: BillingDependencies,
  event: PaymentEvent,
): Promise<PaymentEventOutcome> {
  const apply = await readWhatChanged(dependencies, event);
  if (!apply) return 'ignored';
  const { transactionRunner, processedMessages, notifyOutbox } = dependencies;
  const outcome = await transactionRunner.run(async (tx): Promise<PaymentEventOutcome> => {
    if (!(await processedMessages.recordIfNew(paymentEventsConsumer, event.id, tx))) return 'duplicate';
    await apply(tx);
    return 'processed';
  });
  notifyOutbox();
  dependencies.logger.info({ eventId: event.id, kind: event.kind, outcome }, 'payment event handled');
  return outcome;
}

type Change = (tx: TransactionContext) => Promise<unknown>;

async function readWhatChanged(
  dependencies: BillingDependencies,
  event: PaymentEvent,
): Promise<Change | null> {
  const { gateway, now } = dependencies;
  switch (event.kind) {
    case 'checkout.completed': {
      const outcome = await readCheckout(dependencies, event.checkoutSessionId);
      return outcome ? (tx) => applyCheckout(dependencies, outcome, tx) : null;
    }
    case 'checkout.payment_failed':
      return (tx) => markCheckoutFailed(dependencies, event.checkoutSessionId, tx);
    case 'subscription.changed': {
      const observedAt = now().toISOString();
      const subscription = await gateway.retrieveSubscription(event.subscriptionId);
      return (tx) => applySubscriptionSnapshot(dependencies, { ...subscription, observedAt }, now(), tx);
    }
    case 'ignored':
      return null;
  }
}
