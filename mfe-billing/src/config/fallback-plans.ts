import type { Plan } from '@manan/contracts';

/** The plans of spec §6 and §9, shown until (or if never) GET /api/plans answers. */
export const fallbackPlans: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    priceCents: 0,
    currency: 'usd',
    interval: 'month',
    monthlyAnalysisLimit: 20,
    autoRenew: false,
    features: ['20 AI analyses per month', 'PDF export', 'Limited premium resources'],
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
