import type { OutboxStore, TransactionContext } from '@manan/service-kit';
import type { CaseRepository } from '../cases/case.repository';
import type { EntitlementProjectionRepository } from '../entitlement/entitlement-projection.repository';
import type { AnalysisQuotaRepository } from '../quota/analysis-quota.repository';

export interface TriageDataOfUser {
  cases: Pick<CaseRepository, 'deleteForUser'>;
  quota: Pick<AnalysisQuotaRepository, 'deleteForUser'>;
  entitlements: Pick<EntitlementProjectionRepository, 'deleteForUser'>;
  outbox: Pick<OutboxStore, 'eraseEventsOfUser'>;
}

/**
 * Forgets a deleted account, in one transaction: every case with its revisions and results, the monthly
 * analysis counters, the premium projection, and the outbox's events about the user (an unsent
 * `triage.analysis.recorded.v1` would only make billing count usage for no one).
 */
export async function deleteTriageDataOfUser(
  data: TriageDataOfUser,
  userId: string,
  tx: TransactionContext,
): Promise<void> {
  await data.cases.deleteForUser(userId, tx);
  await data.quota.deleteForUser(userId, tx);
  await data.entitlements.deleteForUser(userId, tx);
  await data.outbox.eraseEventsOfUser(userId, tx);
}
