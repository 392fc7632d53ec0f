import type { BillingDependencies } from '../billing-dependencies';
import { describeError } from './describe-error';
import { applySubscriptionSnapshot, saveWithEntitlement } from './save-subscription';
import type { Subscription, SubscriptionSnapshot } from './subscription';

/**
 * The scheduled check: premium whose paid period ended without renewal turns off. A subscription that
 * was to renew is read again from the provider first (its renewal may not have reached us); if the
 * provider cannot be reached, premium still ends with the period, and the renewal's event restores it.
 * Returns how many users' entitlement changed.
 */
export async function expireEndedSubscriptionsUseCase(
  dependencies: BillingDependencies,
  batchSize = 100,
): Promise<number> {
  const { subscriptions, transactionRunner, notifyOutbox, now } = dependencies;
  const due = await subscriptions.findEntitledEndedBy(now(), batchSize);
  let changed = 0;
  for (const ended of due) {
    const snapshot = ended.cancelAtPeriodEnd ? null : await readRenewal(dependencies, ended);
    const entitledUntil = await transactionRunner.run(async (tx) => {
      const time = now();
      const latest = snapshot
        ? await applySubscriptionSnapshot(dependencies, snapshot, time, tx)
        : await subscriptions.findByUser(ended.userId, tx);
      return latest ? (await saveWithEntitlement(dependencies, latest, time, tx)).entitledUntil : null;
    });
    if (entitledUntil !== ended.entitledUntil) changed += 1;
  }
  if (changed > 0) notifyOutbox();
  return changed;
}

async function readRenewal(
  { gateway, now, logger }: BillingDependencies,
  ended: Subscription,
): Promise<SubscriptionSnapshot | null> {
  try {
    const observedAt = now().toISOString();
    const subscription = await gateway.retrieveSubscription(ended.subscriptionId);
    return { ...subscription, userId: subscription.userId ?? ended.userId, observedAt };
  } catch (error) {
    logger.warn(
      { subscriptionId: ended.subscriptionId, error: describeError(error) },
      'could not read an ended subscription from the payment provider',
    );
    return null;
  }
}
