import type { OutboxStore, TransactionContext } from '@manan/service-kit';
import type { CaseRepository } from '../cases/case.repository';
import type { EntitlementProjectionRepository } from '../entitlement/entitlement-projection.repository';
import type { CaseSetRepository } from '../practice/case-set.repository';
import type { PracticeAttemptRepository } from '../practice/practice-attempt.repository';
import type { AnalysisQuotaRepository } from '../quota/analysis-quota.repository';

export interface TriageDataOfUser {
  cases: Pick<CaseRepository, 'deleteForUser'>;
  quota: Pick<AnalysisQuotaRepository, 'deleteForUser'>;
  entitlements: Pick<EntitlementProjectionRepository, 'deleteForUser'>;
  outbox: Pick<OutboxStore, 'eraseEventsOfUser'>;
  practiceAttempts: Pick<PracticeAttemptRepository, 'deleteForUser'>;
  caseSets: Pick<CaseSetRepository, 'deleteForUser'>;
}

/**
 * Forgets a deleted account, in one transaction: every case with its revisions and results, the monthly
 * analysis counters, the premium projection, the practice attempts (their own, and those made in the
 * user's case sets), the case sets they run with their memberships and the memberships they hold, and
 * the outbox's events about the user (an unsent `triage.analysis.recorded.v1` would only make billing
 * count usage for no one).
 */
export async function deleteTriageDataOfUser(
  data: TriageDataOfUser,
  userId: string,
  tx: TransactionContext,
): Promise<void> {
  await data.cases.deleteForUser(userId, tx);
  await data.quota.deleteForUser(userId, tx);
  await data.entitlements.deleteForUser(userId, tx);
  await data.practiceAttempts.deleteForUser(userId, tx);
  await data.caseSets.deleteForUser(userId, tx);
  await data.outbox.eraseEventsOfUser(userId, tx);
}
