import { isMananApiError } from '@manan/ui-kit';

/**
 * What a failed sign-in call shows (spec §5, §8): the server's text; if it sent none, the fallback;
 * if no answer came at all, the network fallback.
 */
export function failureMessage(error: unknown, fallback: string, networkFallback: string): string {
  if (isMananApiError(error) && typeof error.status === 'number') return error.body.trim() || fallback;
  return networkFallback;
}
