import { hasPremiumAccess, type Subscription } from './subscription';

/** GET /api/subscription (spec §3 Subscription). Times are ISO 8601. */
export interface SubscriptionView {
  active: boolean;
  /** `free` (never subscribed), the provider's status (`active`, `past_due`, `canceled`, ...), or `expired`. */
  status: string;
  tier: 'free' | 'premium';
  startDate: string | null;
  /** The end of the paid period: access lasts until then, also after cancelling. */
  endDate: string | null;
  autoRenew: boolean;
  stripeDetails: { nextBillingDate: string | null };
}

export const freeSubscriptionView: SubscriptionView = {
  active: false,
  status: 'free',
  tier: 'free',
  startDate: null,
  endDate: null,
  autoRenew: false,
  stripeDetails: { nextBillingDate: null },
};

export function subscriptionViewOf(subscription: Subscription | null, now: Date): SubscriptionView {
  if (!subscription) return freeSubscriptionView;
  const active = hasPremiumAccess(subscription, now);
  const autoRenew = active && !subscription.cancelAtPeriodEnd;
  const ended = new Date(subscription.currentPeriodEnd).getTime() <= now.getTime();
  return {
    active,
    status: !active && ended && subscription.status !== 'canceled' ? 'expired' : subscription.status,
    tier: active ? 'premium' : 'free',
    startDate: subscription.startDate,
    endDate: subscription.currentPeriodEnd,
    autoRenew,
    stripeDetails: { nextBillingDate: autoRenew ? subscription.currentPeriodEnd : null },
  };
}
