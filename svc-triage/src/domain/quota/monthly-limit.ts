import { freeMonthlyAnalysisLimit } from '@manan/contracts';

/** One limit for triage, which enforces it, and billing, which shows it. */
export { freeMonthlyAnalysisLimit };

/** The month the limit counts in, `YYYY-MM` (UTC). */
export function usageMonthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** Raised when a free user has used the month's analyses; the message names the limit and the upgrade. */
export class MonthlyLimitReachedError extends Error {
  constructor(
    readonly used: number,
    readonly limit: number,
  ) {
    super(
      `You've reached your monthly limit of ${limit} analyses. Please upgrade to premium for unlimited analyses.`,
    );
    this.name = 'MonthlyLimitReachedError';
  }
}
