import type { Plan } from '@manan/contracts';

/** `$0` for the free plan, `$19.99` for premium (spec §9). */
export function formatPrice(priceCents: number): string {
  return priceCents === 0 ? '$0' : `$${(priceCents / 100).toFixed(2)}`;
}

/** `/month` */
export function formatInterval(plan: Pick<Plan, 'interval'>): string {
  return `/${plan.interval}`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** `June 5, 2026`, or `—` when there is no date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/** `active` → `Active`, `past_due` → `Past due`. */
export function formatStatus(status: string): string {
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '—';
}
