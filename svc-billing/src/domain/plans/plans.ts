import { freeMonthlyAnalysisLimit } from '../usage/get-monthly-usage.use-case';

export interface Plan {
  id: 'free' | 'premium';
  name: string;
  /** Price per interval in cents. */
  priceCents: number;
  currency: 'usd';
  interval: 'month';
  /** Analyses a month; null is unlimited. */
  monthlyAnalysisLimit: number | null;
  autoRenew: boolean;
  features: string[];
}

/** The two plans of spec §6 and §9. The Premium price charged is STRIPE_PRICE_ID's; keep them equal. */
export const plans: readonly Plan[] = [
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

export const premiumPlan = plans[1]!;

/** `$19.99` */
export function formatPrice(plan: Plan): string {
  return `$${(plan.priceCents / 100).toFixed(2)}`;
}
