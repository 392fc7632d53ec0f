import type { FollowUpQuestion } from '@manan/contracts';

/** Spec §5: only answers non-empty after trimming, each as 'Q: <question>' and 'A: <answer>' lines. */
export function followUpResponses(
  questions: FollowUpQuestion[],
  answers: Record<string, string>,
): Record<string, string> {
  const responses: Record<string, string> = {};
  for (const { id, question } of questions) {
    const answer = answers[id]?.trim();
    if (answer) responses[id] = `Q: ${question}\nA: ${answer}`;
  }
  return responses;
}
