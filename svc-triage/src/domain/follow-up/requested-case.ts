import { DomainError } from '@manan/service-kit';
import type { CaseRepository } from '../cases/case.repository';
import type { StoredCase } from '../cases/stored-case';
import type { CaseForm } from '../engine';
import { answerAsEngineText, parseFollowUpResponses } from './follow-up-answers';

/** The named case is not the caller's (or does not exist): indistinguishable on purpose. */
export class CaseNotFoundError extends DomainError {
  constructor() {
    super('CASES.NOT_FOUND', 'not-found', 'No such case');
    this.name = 'CaseNotFoundError';
  }
}

/** How many of the caller's newest cases are searched for the analysis text when no caseId is given. */
const RECENT_CASES_SEARCHED = 50;

/**
 * The case a follow-up request is about: the named one (which must be the caller's own; its stored
 * form and structured result are used, any analysis text is ignored), or else, for a client that
 * sends only the analysis text (spec §7), the caller's recent case whose analysis is that text.
 */
export async function findRequestedCase(
  cases: CaseRepository,
  userId: string,
  request: { analysis?: string | undefined; caseId?: string | undefined },
): Promise<StoredCase | null> {
  if (request.caseId) {
    const named = await cases.findForUser(userId, request.caseId);
    if (!named) throw new CaseNotFoundError();
    return named;
  }
  const text = (request.analysis ?? '').trim();
  if (!text) return null;
  const { cases: recent } = await cases.listForUser(userId, { limit: RECENT_CASES_SEARCHED });
  return (
    recent.find(
      (stored) =>
        stored.analysis.trim() === text ||
        stored.revisions?.some((revision) => revision.analysis.trim() === text),
    ) ?? null
  );
}

export function caseFormOf(stored: StoredCase): CaseForm {
  return {
    patientAge: stored.patientAge ?? '',
    gender: stored.gender,
    chiefComplaint: stored.chiefComplaint,
    symptoms: stored.symptoms.details,
    vitals: stored.vitals.raw,
    medicalHistory: stored.medicalHistory?.details ?? null,
    currentMedications: stored.currentMedications?.details ?? null,
  };
}

/** Follow-up answers already stored with the case, by question id (a later answer replaces an earlier one). */
export function storedAnswersOf(stored: StoredCase | null): Map<string, string> {
  const answers = new Map<string, string>();
  for (const revision of stored?.revisions ?? [])
    for (const answer of parseFollowUpResponses(revision.followUpResponses ?? {}))
      answers.set(answer.questionId, answerAsEngineText(answer));
  return answers;
}
