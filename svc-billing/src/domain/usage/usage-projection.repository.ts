import type { TransactionContext } from '@manan/service-kit';

export interface CountedAnalysis {
  userId: string;
  /** `YYYY-MM` in UTC. */
  month: string;
  caseId: string;
}

/**
 * Billing's view of how many analyses each user has had counted per month, fed by
 * `triage.analysis.recorded.v1`. Keyed by case, so a replayed event can never count twice.
 */
export interface UsageProjectionRepository {
  recordAnalysis(analysis: CountedAnalysis, tx: TransactionContext): Promise<void>;
  countForMonth(userId: string, month: string): Promise<number>;
}
