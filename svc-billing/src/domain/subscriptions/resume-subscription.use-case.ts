import { randomUUID } from 'node:crypto';
import type { BillingDependencies } from '../billing-dependencies';
import { billingErrors, callProvider } from '../billing-errors';
import { applySubscriptionSnapshot } from './save-subscription';
import { hasPremiumAccess } from './subscription';
import { subscriptionViewOf, type SubscriptionView } from './subscription-view';

/**
 * Turns auto-renew back on after a cancellation, while the paid period still runs (afterwards there
 * is nothing to resume: the user subscribes again). Resuming one that renews anyway is fine.
 */
export async function resumeSubscriptionUseCase(
  dependencies: BillingDependencies,
  userId: string,
): Promise<SubscriptionView> {
  const { subscriptions, gateway, transactionRunner, notifyOutbox, now } = dependencies;
  const current = await subscriptions.findByUser(userId);
  if (!current || !hasPremiumAccess(current, now())) throw billingErrors.nothingToResume();
  if (!current.cancelAtPeriodEnd) return subscriptionViewOf(current, now());

  const observedAt = now().toISOString();
  const resumed = await callProvider(
    () => gateway.resumeRenewal(current.subscriptionId, `resume-${randomUUID()}`),
    billingErrors.resumeFailed,
  );
  // The same path as cancelling: the snapshot is stored with whatever entitlement event it implies.
  const subscription = await transactionRunner.run((tx) =>
    applySubscriptionSnapshot(dependencies, { ...resumed, userId, observedAt }, now(), tx),
  );
  notifyOutbox();
  dependencies.logger.info(
    { userId, subscriptionId: current.subscriptionId },
    'subscription renewal resumed',
  );
  return subscriptionViewOf(subscription, now());
}
