import { isMananApiError } from './base-query';

/**
 * What a failed call shows (spec §5, §8): the server's text; if it sent none, the fallback; if no answer
 * came at all, the network fallback.
 */
export function apiFailureMessage(error: unknown, fallback: string, networkFallback: string): string {
  if (isMananApiError(error) && typeof error.status === 'number') return error.body.trim() || fallback;
  return networkFallback;
}
