import { randomUUID } from 'node:crypto';
import type { BillingDependencies } from '../billing-dependencies';
import { billingErrors, callProvider } from '../billing-errors';
import { applySubscriptionSnapshot } from './save-subscription';
import { hasPremiumAccess } from './subscription';
import { subscriptionViewOf, type SubscriptionView } from './subscription-view';

/** Cancels at the end of the paid period: no renewal, premium until then. Cancelling twice is fine. */
export async function cancelSubscriptionUseCase(
  dependencies: BillingDependencies,
  userId: string,
): Promise<SubscriptionView> {
  const { subscriptions, gateway, transactionRunner, notifyOutbox, now } = dependencies;
  const current = await subscriptions.findByUser(userId);
  if (!current || !hasPremiumAccess(current, now())) throw billingErrors.noActiveSubscription();
  if (current.cancelAtPeriodEnd) return subscriptionViewOf(current, now());

  const observedAt = now().toISOString();
  const cancelled = await callProvider(
    () => gateway.cancelAtPeriodEnd(current.subscriptionId, `cancel-${randomUUID()}`),
    billingErrors.cancelFailed,
  );
  const subscription = await transactionRunner.run((tx) =>
    applySubscriptionSnapshot(dependencies, { ...cancelled, userId, observedAt }, now(), tx),
  );
  notifyOutbox();
  dependencies.logger.info(
    { userId, subscriptionId: current.subscriptionId },
    'subscription cancelled at period end',
  );
  return subscriptionViewOf(subscription, now());
}
