import { freeMonthlyAnalysisLimit } from '@manan/contracts';
import { DomainError } from '@manan/service-kit';

/** One limit for triage, which enforces it, and billing, which shows it. */
export { freeMonthlyAnalysisLimit };

/** The month the limit counts in, `YYYY-MM` (UTC). */
export function usageMonthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/**
 * Raised when a free user has used the month's analyses (402, code QUOTA.MONTHLY_LIMIT_REACHED); the
 * message names the limit and the upgrade, and is also the body's top-level `message` (spec §7).
 */
export class MonthlyLimitReachedError extends DomainError {
  constructor(
    readonly used: number,
    readonly limit: number,
  ) {
    const message = `You've reached your monthly limit of ${limit} analyses. Please upgrade to premium for unlimited analyses.`;
    super('QUOTA.MONTHLY_LIMIT_REACHED', 'quota-exceeded', message, { bodyExtras: { message } });
    this.name = 'MonthlyLimitReachedError';
  }
}
