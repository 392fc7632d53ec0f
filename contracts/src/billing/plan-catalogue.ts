import type { Plan } from '../http/billing';

/** Analyses a free user may run each calendar month (UTC): enforced by svc-triage, shown by svc-billing. */
export const freeMonthlyAnalysisLimit = 20;

/**
 * The two plans of spec §6 and §9: what GET /api/plans answers, and what the pricing page shows until
 * (or if never) it answers. The Premium price charged is STRIPE_PRICE_ID's; keep them equal.
 */
export const planCatalogue: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    priceCents: 0,
    currency: 'usd',
    interval: 'month',
    monthlyAnalysisLimit: freeMonthlyAnalysisLimit,
    autoRenew: false,
    features: [
      `${freeMonthlyAnalysisLimit} AI analyses per month`,
      'PDF export',
      'Limited premium resources',
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    priceCents: 1999,
    currency: 'usd',
    interval: 'month',
    monthlyAnalysisLimit: null,
    autoRenew: true,
    features: [
      'Unlimited AI analyses',
      'Advanced triage',
      'Enhanced PDF reports',
      'All premium resources',
      'Priority support',
    ],
  },
];
