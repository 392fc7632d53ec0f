import { planCatalogue, type Plan } from '@manan/contracts';

/** The plans billing sells: the catalogue in contracts/, which the pricing page also shows. */
export const plans: readonly Plan[] = planCatalogue;

export const premiumPlan = plans[1]!;

/** `$19.99` */
export function formatPrice(plan: Plan): string {
  return `$${(plan.priceCents / 100).toFixed(2)}`;
}
