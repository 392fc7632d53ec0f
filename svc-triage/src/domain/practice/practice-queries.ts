import type { PracticeBankQuery, PracticeBankResponse, PracticeProgress } from '@manan/contracts';
import { attemptResponseOf } from './practice-attempt-response';
import { practiceAttemptNotFound } from './practice-errors';
import { practiceProgressOf } from './practice-progress';
import { nowOf, type PracticeDependencies } from './practice.dependencies';

/** The bank's catalogue for educators choosing cases: the bank is open content, its levels no secret. */
export function teachingBankCatalogue(
  deps: Pick<PracticeDependencies, 'bank'>,
  query: PracticeBankQuery,
): PracticeBankResponse {
  return {
    cases: deps.bank
      .all()
      .filter((teachingCase) => !query.group || teachingCase.group === query.group)
      .map(({ id, title, group, answer }) => ({ id, title, group, expectedEsi: answer.expectedEsi })),
  };
}

export async function practiceProgress(
  deps: PracticeDependencies,
  userId: string,
): Promise<PracticeProgress> {
  return practiceProgressOf(await deps.attempts.listForUser(userId), nowOf(deps));
}

/** One of the user's own attempts; anyone else's is PRACTICE.NOT_FOUND. */
export async function ownPracticeAttempt(deps: PracticeDependencies, userId: string, attemptId: string) {
  const attempt = await deps.attempts.findForUser(userId, attemptId);
  if (!attempt) throw practiceAttemptNotFound();
  return attemptResponseOf(attempt);
}
