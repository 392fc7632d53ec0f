import { isMananApiError } from './base-query';

/** What a failed MANAN call says, whatever shape its body had. */
export interface ApiErrorReading {
  /** The HTTP status; undefined when no response came (network failure) or it is not an API error. */
  status?: number;
  /** The error code of the JSON error body (e.g. QUOTA.MONTHLY_LIMIT_REACHED): decide on this. */
  code?: string;
  /** The server's words for the user, if it sent any worth showing. */
  message?: string;
  /** Field → message, for a request that failed validation. */
  fields?: Record<string, string>;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * The one reader of error bodies for every front end. It understands the error body
 * `{ error: { code, message, fields? }, requestId? }`, the 402 of POST /api/analyze (a top-level
 * `message` too), the plain-text answers of login, registration and logout (the text is the message),
 * an empty body (no message), and a proxy's non-JSON page (no message: nothing a reader could act on).
 */
export function readApiError(error: unknown): ApiErrorReading {
  if (!isMananApiError(error) || typeof error.status !== 'number') return {};
  const status = error.status;
  const body = error.body.trim();
  if (!body) return { status };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    // Plain text is a message for the user (spec §5); an HTML page or a gateway's 5xx text is not.
    return body.startsWith('<') || status >= 500 ? { status } : { status, message: body };
  }
  if (typeof parsed !== 'object' || parsed === null) return { status, message: text(parsed) };
  const { error: errorObject, message } = parsed as { error?: unknown; message?: unknown };
  const reading: ApiErrorReading = { status };
  if (typeof errorObject === 'object' && errorObject !== null) {
    const { code, message: errorMessage, fields } = errorObject as Record<string, unknown>;
    if (typeof code === 'string') reading.code = code;
    reading.message = text(errorMessage);
    if (typeof fields === 'object' && fields !== null) reading.fields = fields as Record<string, string>;
  }
  reading.message ??= text(message);
  if (reading.message === undefined) delete reading.message;
  return reading;
}
