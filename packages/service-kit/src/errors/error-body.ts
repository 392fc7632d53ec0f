import { invalidRequestMessage, type ErrorBody } from '@manan/contracts';
import { ZodError, type z } from 'zod';
import { DomainError, isDomainError } from './domain-error';

/** Said for a path Express cannot decode; here, not in http/, so both layers share it without a cycle. */
export const malformedPathMessage = 'The address is not valid: it has a malformed percent-encoding.';

/** The shape of errors from express' own middleware (body-parser, serve-static: the http-errors package). */
interface HttpParserError extends Error {
  type?: string;
  status?: number;
  expose?: boolean;
}

/**
 * Validation issues as the `fields` of an error body: path → message, the first message of each field
 * (`body` for an issue about the whole body).
 */
export function fieldsOfIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    fields[field] ??= issue.message;
  }
  return fields;
}

/** Any error as a DomainError: schema and body-parser failures get their kind; anything else is INTERNAL. */
export function toDomainError(error: unknown): DomainError {
  if (isDomainError(error)) return error;
  if (error instanceof ZodError) {
    return new DomainError('REQUEST.INVALID', 'invalid', invalidRequestMessage, {
      fields: fieldsOfIssues(error.issues),
      cause: error,
    });
  }
  const parserError = error as HttpParserError | undefined;
  if (parserError?.type === 'entity.too.large')
    return new DomainError('REQUEST.TOO_LARGE', 'too-large', 'The request is too large');
  if (parserError?.type === 'entity.parse.failed')
    return new DomainError('REQUEST.MALFORMED', 'invalid', 'The request body is not valid JSON');
  // The router's decoding of a path parameter (refuseMalformedPath answers before it; this is the backstop).
  if (error instanceof URIError && parserError?.status === 400) {
    return new DomainError('REQUEST.MALFORMED_PATH', 'invalid', malformedPathMessage);
  }
  if (parserError?.status === 404) return new DomainError('ROUTE.NOT_FOUND', 'not-found', 'Not found');
  if (parserError?.expose && parserError.status && parserError.status >= 400 && parserError.status < 500) {
    return new DomainError('REQUEST.REJECTED', 'invalid', parserError.message);
  }
  return new DomainError('INTERNAL', 'internal', 'Something went wrong on our side. Please try again.', {
    cause: error,
  });
}

/** The one JSON error body: `{ error: { code, message, fields? }, requestId? }` (plus any body extras). */
export function errorBodyOf(error: DomainError, requestId?: string): ErrorBody & Record<string, unknown> {
  const { fields, bodyExtras } = error.details;
  return {
    ...bodyExtras,
    error: { code: error.code, message: error.message, ...(fields ? { fields } : {}) },
    ...(requestId ? { requestId } : {}),
  };
}

/** The headers an error is answered with (Retry-After, Connection). */
export function errorHeadersOf(error: DomainError): Record<string, string> {
  const headers: Record<string, string> = {};
  if (error.details.retryAfterSeconds !== undefined)
    headers['retry-after'] = String(Math.max(0, Math.ceil(error.details.retryAfterSeconds)));
  if (error.details.closeConnection) headers.connection = 'close';
  return headers;
}
