import type { BillingExport } from '@manan/contracts';
import type { SubscriptionRepository } from '../subscriptions/subscription.repository';
import { subscriptionViewOf } from '../subscriptions/subscription-view';
import { getMonthlyUsage, type GetMonthlyUsageDependencies } from '../usage/get-monthly-usage.use-case';
import type { UsageProjectionRepository } from '../usage/usage-projection.repository';

export interface ExportBillingDependencies {
  subscriptions: Pick<SubscriptionRepository, 'findByUser'>;
  usage: Pick<UsageProjectionRepository, 'countForMonth' | 'countsByMonth'>;
  isPremium: GetMonthlyUsageDependencies['isPremium'];
  now: () => Date;
}

/**
 * svc-billing's part of "Download my data": the subscription as the subscription page shows it, which
 * provider holds it, and the analyses counted in every month. The provider's customer and subscription
 * ids stay out: they open nothing for the user and are the provider's references, not the user's data.
 */
export async function exportBilling(deps: ExportBillingDependencies, userId: string): Promise<BillingExport> {
  const now = deps.now();
  const [subscription, currentMonth, months] = await Promise.all([
    deps.subscriptions.findByUser(userId),
    getMonthlyUsage({ usage: deps.usage, isPremium: deps.isPremium }, userId, now),
    deps.usage.countsByMonth(userId),
  ]);
  return {
    exportedAt: now.toISOString(),
    subscription: subscriptionViewOf(subscription, now),
    paymentProvider: subscription?.provider ?? null,
    usage: { currentMonth, months },
  };
}
