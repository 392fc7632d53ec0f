import type { SubscriptionDetails } from '@manan/contracts';
import { fallbackPlans } from '../../../config/fallback-plans';

export const plansReply = { body: { plans: fallbackPlans } };

export const neverSubscribed: SubscriptionDetails = {
  active: false,
  status: 'free',
  tier: 'free',
  startDate: null,
  endDate: null,
  autoRenew: false,
  stripeDetails: { nextBillingDate: null },
};

export const activePremium: SubscriptionDetails = {
  active: true,
  status: 'active',
  tier: 'premium',
  startDate: '2026-05-05T12:00:00.000Z',
  endDate: '2026-06-05T12:00:00.000Z',
  autoRenew: true,
  stripeDetails: { nextBillingDate: '2026-06-05T12:00:00.000Z' },
};

export const canceledPremium: SubscriptionDetails = {
  ...activePremium,
  autoRenew: false,
  stripeDetails: { nextBillingDate: null },
};
