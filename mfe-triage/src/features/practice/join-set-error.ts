import { readApiError } from '@manan/ui-kit';

export const joinCodeExample = 'K7MQ-2XRA';
export const joinCodeHint = `The 8-character code your educator gave you, e.g. ${joinCodeExample}.`;

/** What a refused join tells the trainee, and what to do about it. */
export function joinSetErrorMessage(error: unknown): string {
  const { status, code, message } = readApiError(error);
  if (code === 'PRACTICE.SET_NOT_FOUND' || status === 404)
    return 'No case set has that code. Check the code with your educator.';
  if (code === 'PRACTICE.SET_TRAINEE_LIMIT')
    return `${message ?? 'This case set is full.'} Ask your educator to make room or to upgrade the set.`;
  if (status === 400) return `That is not a case set code. ${joinCodeHint}`;
  return 'Could not join the case set. Please check your connection and try again.';
}
