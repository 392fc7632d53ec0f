export interface AppErrorOptions {
  /** Field name → message, for validation errors the client shows next to its fields. */
  fields?: Record<string, string>;
  /** A catastrophic error leaves the process in an unknown state: it is logged and the process restarts. */
  catastrophic?: boolean;
  cause?: unknown;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
}

/**
 * The one error type the services throw on purpose. The message is shown to the user, so it must be
 * safe to show (no internals, no patient data); anything else becomes a generic 500.
 */
export class AppError extends Error {
  readonly fields: Record<string, string> | undefined;
  readonly catastrophic: boolean;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: string,
    readonly httpStatus: number,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.fields = options.fields;
    this.catastrophic = options.catastrophic ?? false;
    this.headers = options.headers ?? {};
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
