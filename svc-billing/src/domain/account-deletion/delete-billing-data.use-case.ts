import type { TransactionContext } from '@manan/service-kit';
import type { BillingDependencies } from '../billing-dependencies';

type Dependencies = Pick<
  BillingDependencies,
  'subscriptions' | 'checkoutSessions' | 'customers' | 'gateway' | 'outbox' | 'logger'
> & {
  usage: RecordsOfUser;
  /** Copies of the payment provider's own objects kept in billing's database (the sandbox's). */
  providerRecords: RecordsOfUser;
};

export interface RecordsOfUser {
  deleteForUser(userId: string, tx: TransactionContext): Promise<void>;
}

/** Provider states after which nothing more will be charged. */
const endedStatuses = new Set(['canceled', 'incomplete_expired']);

/**
 * Step one of forgetting a deleted account: a subscription the provider could still charge is ended
 * there now (not at the period's end). Throws when the provider cannot be reached, so the event is
 * retried and billing's records, which name the subscription, are not deleted before it is ended.
 */
export async function cancelSubscriptionOfDeletedUser(
  deps: Dependencies,
  userId: string,
  idempotencyKey: string,
): Promise<void> {
  const subscription = await deps.subscriptions.findByUser(userId);
  if (!subscription || endedStatuses.has(subscription.status)) return;
  await deps.gateway.cancelNow(subscription.subscriptionId, idempotencyKey);
  deps.logger.info(
    { userId, subscriptionId: subscription.subscriptionId },
    'subscription of a deleted account cancelled now',
  );
}

/**
 * Step two, in one transaction: every record billing keeps of the user (subscription, checkout
 * sessions, payment customer, usage, the sandbox provider's records, and the outbox's events about
 * them) is deleted.
 */
export async function deleteBillingDataOfUser(
  deps: Dependencies,
  userId: string,
  tx: TransactionContext,
): Promise<void> {
  await deps.subscriptions.deleteForUser(userId, tx);
  await deps.checkoutSessions.deleteForUser(userId, tx);
  await deps.customers.deleteForUser(userId, tx);
  await deps.usage.deleteForUser(userId, tx);
  await deps.providerRecords.deleteForUser(userId, tx);
  await deps.outbox.eraseEventsOfUser(userId, tx);
}
