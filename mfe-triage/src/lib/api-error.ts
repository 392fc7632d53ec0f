import { isMananApiError } from '@manan/ui-kit';

/** The `message` (or `error`) field of a JSON error body, if there is one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (!isMananApiError(error) || !error.body) return undefined;
  try {
    const body = JSON.parse(error.body) as { message?: unknown; error?: unknown };
    const message = typeof body.message === 'string' ? body.message : body.error;
    return typeof message === 'string' && message.trim() ? message : undefined;
  } catch {
    return error.body.trim() || undefined;
  }
}

export function statusOf(error: unknown): number | undefined {
  return isMananApiError(error) && typeof error.status === 'number' ? error.status : undefined;
}
