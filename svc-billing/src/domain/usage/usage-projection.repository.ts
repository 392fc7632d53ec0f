import type { TransactionContext } from '@manan/service-kit';

export interface CountedAnalysis {
  userId: string;
  /** `YYYY-MM` in UTC. */
  month: string;
  caseId: string;
}

/** The analyses counted for a user in one month. */
export interface CountedMonth {
  month: string;
  analyses: number;
}

/**
 * Billing's view of how many analyses each user has had counted per month, fed by
 * `triage.analysis.recorded.v1`. Keyed by case, so a replayed event can never count twice.
 */
export interface UsageProjectionRepository {
  recordAnalysis(analysis: CountedAnalysis, tx: TransactionContext): Promise<void>;
  countForMonth(userId: string, month: string): Promise<number>;
  /** Every month the user had analyses counted in, oldest first (one row a month, so a short list). */
  countsByMonth(userId: string): Promise<CountedMonth[]>;
  /** Deletes everything of the user here (their account was deleted); no-op when there is nothing. */
  deleteForUser(userId: string, tx: TransactionContext): Promise<void>;
}
