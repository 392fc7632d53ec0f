import { randomUUID } from 'node:crypto';
import type { DismissedIdentifier } from '@manan/contracts';
import type { OutboxStore, TransactionRunner } from '@manan/service-kit';
import type { CaseRepository } from '../cases/case.repository';
import type { StoredCase } from '../cases/stored-case';
import type { CaseForm } from '../engine';
import type { EntitlementProjectionRepository } from '../entitlement/entitlement-projection.repository';
import { isPremiumAt } from '../entitlement/is-premium-at';
import {
  assertNoUndismissedIdentifiers,
  caseFormGuardedFields,
  generaliseCaseFormAges,
} from '../privacy/identifier-guard';
import type { AnalysisQuotaRepository } from '../quota/analysis-quota.repository';
import { freeMonthlyAnalysisLimit, MonthlyLimitReachedError, usageMonthOf } from '../quota/monthly-limit';
import type { AnalysisProvider, ProviderAnalysis } from './analysis-provider.port';
import { analysisRecordedEvent } from './analysis-recorded.event';
import { caseAnalysisOf } from './case-analysis-of';

export interface AnalyzeCaseDependencies {
  provider: AnalysisProvider;
  cases: CaseRepository;
  quota: AnalysisQuotaRepository;
  entitlements: EntitlementProjectionRepository;
  outbox: OutboxStore;
  transactionRunner: TransactionRunner;
  /** Asks the relay to publish now, so billing's usage view follows within a second. */
  notifyOutbox: () => void;
  now?: () => Date;
}

export interface AnalyzeCaseOutcome {
  storedCase: StoredCase;
  subscription: { used: number; limit: number | null; isPremium: boolean };
}

/**
 * Refuses a form whose free text still holds a patient identifier the user did not dismiss, before
 * anything is counted, stored or sent to a provider, and writes ages over 89 as "90+". Then reserves one unit of the month's quota (atomically: the limit holds under concurrent requests), runs
 * the analysis outside any transaction, gives the unit back if the analysis fails, and otherwise stores
 * the case together with the `triage.analysis.recorded.v1` event in one transaction.
 */
export async function analyzeCaseUseCase(
  deps: AnalyzeCaseDependencies,
  userId: string,
  typedForm: CaseForm,
  dismissedIdentifiers: readonly DismissedIdentifier[] = [],
): Promise<AnalyzeCaseOutcome> {
  assertNoUndismissedIdentifiers(caseFormGuardedFields(typedForm), dismissedIdentifiers);
  const form = generaliseCaseFormAges(typedForm);
  const now = deps.now?.() ?? new Date();
  const month = usageMonthOf(now);
  const isPremium = isPremiumAt(await deps.entitlements.find(userId), now);
  const limit = isPremium ? null : freeMonthlyAnalysisLimit;

  const reservation = await deps.transactionRunner.run((tx) => deps.quota.reserve(userId, month, limit, tx));
  if (!reservation.reserved) throw new MonthlyLimitReachedError(reservation.used, freeMonthlyAnalysisLimit);

  let storedCase: StoredCase;
  try {
    const analysis = await deps.provider.analyze(form);
    storedCase = toStoredCase(userId, form, analysis, now);
  } catch (error) {
    await deps.transactionRunner.run((tx) => deps.quota.release(userId, month, tx));
    throw error;
  }

  await deps.transactionRunner.run(async (tx) => {
    await deps.cases.add(storedCase, tx);
    await deps.outbox.add(
      analysisRecordedEvent(
        { userId, caseId: storedCase.id, month, countInMonth: reservation.countInMonth },
        now,
      ),
      tx,
    );
  });
  deps.notifyOutbox();
  return { storedCase, subscription: { used: reservation.countInMonth, limit, isPremium } };
}

function toStoredCase(userId: string, form: CaseForm, analysis: ProviderAnalysis, now: Date): StoredCase {
  const optional = (text: string | null | undefined) =>
    text && text.trim() ? { details: text.trim() } : undefined;
  const medicalHistory = optional(form.medicalHistory);
  const currentMedications = optional(form.currentMedications);
  return {
    id: randomUUID(),
    userId,
    chiefComplaint: form.chiefComplaint.trim(),
    patientAge: String(form.patientAge).trim(),
    gender: form.gender,
    symptoms: { details: form.symptoms.trim() },
    vitals: { raw: form.vitals.trim() },
    ...(medicalHistory ? { medicalHistory } : {}),
    ...(currentMedications ? { currentMedications } : {}),
    createdAt: now.toISOString(),
    ...caseAnalysisOf(analysis),
  };
}
