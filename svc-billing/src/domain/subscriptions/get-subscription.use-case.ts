import type { BillingDependencies } from '../billing-dependencies';
import { hasPremiumAccess } from './subscription';
import { subscriptionViewOf, type SubscriptionView } from './subscription-view';

export async function getSubscriptionUseCase(
  { subscriptions, now }: Pick<BillingDependencies, 'subscriptions' | 'now'>,
  userId: string,
): Promise<SubscriptionView> {
  return subscriptionViewOf(await subscriptions.findByUser(userId), now());
}

/** Whether the user has premium at `time`, for the usage answer. */
export function isPremiumUser({
  subscriptions,
}: Pick<BillingDependencies, 'subscriptions'>): (userId: string, time: Date) => Promise<boolean> {
  return async (userId, time) => hasPremiumAccess(await subscriptions.findByUser(userId), time);
}
