import type { TransactionContext } from '@manan/service-kit';
import type { BillingDependencies } from '../billing-dependencies';
import { entitlementChangedEvent } from './entitlement-changed.event';
import { entitlementOf, mergeSnapshot, type Subscription, type SubscriptionSnapshot } from './subscription';

type Dependencies = Pick<BillingDependencies, 'subscriptions' | 'customers' | 'outbox' | 'logger'>;

/**
 * Stores the subscription and, when the premium entitlement it gives differs from the one last
 * announced, writes `billing.entitlement.changed.v1` to the outbox in the same transaction.
 * The caller notifies the relay after commit.
 */
export async function saveWithEntitlement(
  { subscriptions, outbox }: Pick<Dependencies, 'subscriptions' | 'outbox'>,
  subscription: Subscription,
  now: Date,
  tx: TransactionContext,
): Promise<Subscription> {
  const entitledUntil = entitlementOf(subscription, now);
  const saved = { ...subscription, entitledUntil };
  await subscriptions.save(saved, tx);
  if (entitledUntil !== subscription.entitledUntil) {
    await outbox.add(
      entitlementChangedEvent(
        { userId: saved.userId, isPremium: entitledUntil !== null, periodEnd: entitledUntil },
        now,
      ),
      tx,
    );
  }
  return saved;
}

/**
 * Applies what the provider reports about a subscription to its user's subscription (see
 * mergeSnapshot for why a snapshot may be ignored). Returns the user's subscription afterwards, or
 * null when the subscription belongs to no user billing knows.
 */
export async function applySubscriptionSnapshot(
  dependencies: Dependencies,
  snapshot: SubscriptionSnapshot,
  now: Date,
  tx: TransactionContext,
): Promise<Subscription | null> {
  const { subscriptions, customers, logger } = dependencies;
  const userId =
    snapshot.userId ??
    (snapshot.customerId ? await customers.findUserId(snapshot.provider, snapshot.customerId, tx) : null) ??
    (await subscriptions.findBySubscriptionId(snapshot.provider, snapshot.subscriptionId, tx))?.userId;
  if (!userId) {
    logger.warn({ subscriptionId: snapshot.subscriptionId }, 'subscription of an unknown customer ignored');
    return null;
  }
  const current = await subscriptions.findByUser(userId, tx);
  const merged = mergeSnapshot(current, snapshot, userId);
  if (!merged) {
    logger.info({ subscriptionId: snapshot.subscriptionId }, 'stale subscription snapshot ignored');
    return current;
  }
  return saveWithEntitlement(dependencies, merged, now, tx);
}
