import { randomUUID } from 'node:crypto';
import {
  createEventEnvelope,
  triagePracticeAttemptedV1,
  type PracticeAttemptRequest,
  type PracticeAttemptResponse,
  type PracticeComparison,
} from '@manan/contracts';
import { compareLevels } from './compare-levels';
import { findPracticeSubject } from './find-practice-subject';
import { guidelineAnalysisOf, practiceRedFlagCatalogue } from './guideline-catalogue';
import { attemptResponseOf } from './practice-attempt-response';
import type { PracticeAttemptRecord } from './practice-attempt';
import { nowOf, type PracticeDependencies } from './practice.dependencies';
import { compareRedFlags } from './red-flag-matching';
import type { PracticeSubject } from './practice-subject';

/**
 * Stores the trainee's committed triage with its comparison: against the case's reference level and red
 * flags, and beside the guideline engine's analysis of the case run now. Nothing is counted against the
 * monthly limit (no triage.analysis.recorded.v1); triage.practice.attempted.v1 is written to the outbox
 * in the attempt's transaction.
 */
export async function commitPracticeAttempt(
  deps: PracticeDependencies,
  userId: string,
  request: PracticeAttemptRequest,
): Promise<PracticeAttemptResponse> {
  const subject = await findPracticeSubject(deps, userId, request.ref);
  const now = nowOf(deps);
  const comparison = compareAttempt(subject, request);
  const attempt: PracticeAttemptRecord = {
    id: randomUUID(),
    userId,
    source: subject.ref.source,
    caseId: subject.ref.id,
    setId: subject.ref.source === 'set' ? subject.ref.setId : null,
    setOwnerId: subject.setOwnerId,
    title: subject.title,
    group: subject.group,
    chosenEsi: request.esi,
    referenceEsi: subject.reference.esi,
    verdict: comparison.verdict,
    by: comparison.by,
    comparison,
    createdAt: now.toISOString(),
  };
  await deps.transactionRunner.run(async (tx) => {
    await deps.attempts.add(attempt, tx);
    await deps.outbox.add(attemptedEvent(attempt, now), tx);
  });
  deps.notifyOutbox();
  return attemptResponseOf(attempt);
}

export function attemptedEvent(attempt: PracticeAttemptRecord, now: Date) {
  return createEventEnvelope(
    triagePracticeAttemptedV1,
    {
      attemptId: attempt.id,
      userId: attempt.userId,
      caseSource: attempt.source,
      caseId: attempt.caseId,
      setId: attempt.setId,
      chosenEsi: attempt.chosenEsi,
      referenceEsi: attempt.referenceEsi,
      verdict: attempt.verdict,
      by: attempt.by,
      occurredAt: attempt.createdAt,
    },
    now,
  );
}

function compareAttempt(subject: PracticeSubject, request: PracticeAttemptRequest): PracticeComparison {
  const { verdict, by } = compareLevels(request.esi, subject.reference.esi);
  const flags = compareRedFlags(request.redFlags, subject.expectedRedFlagIds, practiceRedFlagCatalogue);
  const engine = guidelineAnalysisOf(subject.patient);
  return {
    verdict,
    by,
    trainee: { esi: request.esi, redFlags: flags.trainee, firstAction: request.firstAction },
    reference: subject.reference,
    manan: {
      esi: engine.esi,
      level: engine.level,
      decisionPoint: engine.scores.esi.decisionPoint,
      redFlags: engine.redFlags.map(({ id, name }) => ({ id, name })),
      reasons: engine.reasons,
    },
    redFlagsCaught: flags.caught,
    redFlagsMissed: flags.missed,
    redFlagsExtra: flags.extra,
  };
}
