import { isMananApiError } from '@manan/ui-kit';

/**
 * The server's own words for a failed call: the `error` field of its JSON body (spec §7: "on
 * error, field error is the message"), or `fallback` when there is none to show.
 */
export function serverErrorMessage(error: unknown, fallback: string): string {
  if (!isMananApiError(error) || !error.body) return fallback;
  try {
    const body = JSON.parse(error.body) as unknown;
    if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
      return body.error.trim() || fallback;
    }
  } catch {
    // Not JSON (a proxy's page, say): nothing a reader could act on.
  }
  return fallback;
}

/** True when the call failed because nobody is signed in. */
export function isUnauthorized(error: unknown): boolean {
  return isMananApiError(error) && error.status === 401;
}
