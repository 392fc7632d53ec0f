import type { PracticeAttemptResponse } from '@manan/contracts';
import { refOfAttempt, type PracticeAttemptRecord } from './practice-attempt';

/** What the trainee reads of a stored attempt: the attempt and its comparison. */
export function attemptResponseOf(attempt: PracticeAttemptRecord): PracticeAttemptResponse {
  return {
    attempt: {
      id: attempt.id,
      ref: refOfAttempt(attempt),
      title: attempt.title,
      group: attempt.group,
      at: attempt.createdAt,
      chosenEsi: attempt.chosenEsi,
      referenceEsi: attempt.referenceEsi,
      verdict: attempt.verdict,
      by: attempt.by,
    },
    comparison: attempt.comparison,
  };
}
