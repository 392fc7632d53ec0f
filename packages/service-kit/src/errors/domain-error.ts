import { httpStatusOfKind, type ErrorCode, type ErrorKind } from '@manan/contracts';

export { errorKinds, httpStatusOfKind, type ErrorCode, type ErrorKind } from '@manan/contracts';

export interface DomainErrorDetails {
  /** Field name → message, for validation errors the client shows next to its fields. */
  fields?: Record<string, string>;
  /** When the client may try again: answered as the Retry-After header. */
  retryAfterSeconds?: number;
  /** The connection is closed after the answer (a body too large to read to its end). */
  closeConnection?: boolean;
  /**
   * Members added at the top of the JSON body, beside `error`, for a client the spec fixes (the 402 of
   * POST /api/analyze keeps `message`).
   */
  bodyExtras?: Record<string, unknown>;
  cause?: unknown;
}

/**
 * The one error type the services throw on purpose, from the domain as from the HTTP layer. The kind
 * decides the HTTP status (`httpStatusOf`); the message is shown to the user, so it must be safe to show
 * (no internals, no patient data). Anything else becomes a generic 500.
 */
export class DomainError extends Error {
  readonly details: Omit<DomainErrorDetails, 'cause'>;

  constructor(
    readonly code: ErrorCode,
    readonly kind: ErrorKind,
    message: string,
    details: DomainErrorDetails = {},
  ) {
    const { cause, ...rest } = details;
    super(message, { cause });
    this.name = 'DomainError';
    this.details = rest;
  }

  get httpStatus(): number {
    return httpStatusOf(this.kind);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** The HTTP status of an error kind (the one table, `httpStatusOfKind`). */
export function httpStatusOf(kind: ErrorKind): number {
  return httpStatusOfKind[kind];
}
