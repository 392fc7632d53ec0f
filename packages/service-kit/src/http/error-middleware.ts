import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { AppError, isAppError } from '../errors/app-error';

/** The shape of errors from express' own middleware (body-parser, serve-static: the http-errors package). */
interface HttpParserError extends Error {
  type?: string;
  status?: number;
  expose?: boolean;
}

/** Turns errors that come from body parsing or schema validation into AppErrors with the right status. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (error instanceof ZodError) {
    const fields = Object.fromEntries(
      error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]),
    );
    return new AppError('REQUEST.INVALID', 400, 'The request is not valid', { fields, cause: error });
  }
  const parserError = error as HttpParserError;
  if (parserError?.type === 'entity.too.large')
    return new AppError('REQUEST.TOO_LARGE', 413, 'The request is too large');
  if (parserError?.type === 'entity.parse.failed')
    return new AppError('REQUEST.MALFORMED', 400, 'The request body is not valid JSON');
  if (parserError?.status === 404) return new AppError('ROUTE.NOT_FOUND', 404, 'Not found');
  if (parserError?.expose && parserError.status && parserError.status >= 400 && parserError.status < 500) {
    return new AppError('REQUEST.REJECTED', parserError.status, parserError.message);
  }
  return new AppError('INTERNAL', 500, 'Something went wrong on our side. Please try again.', {
    cause: error,
    catastrophic: false,
  });
}

/** The one place errors become responses: `{error, code, requestId, fields?}`. */
export const errorMiddleware: ErrorRequestHandler = (error, req, res, _next) => {
  const appError = toAppError(error);
  const log = req.log;
  if (appError.httpStatus >= 500) {
    const cause = appError.cause instanceof Error ? appError.cause : appError;
    log?.error(
      { err: { name: cause.name, message: cause.message, stack: cause.stack }, code: appError.code },
      'request failed',
    );
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const [name, value] of Object.entries(appError.headers)) res.setHeader(name, value);
  res.status(appError.httpStatus).json({
    error: appError.message,
    code: appError.code,
    requestId: req.requestId,
    ...(appError.fields ? { fields: appError.fields } : {}),
  });
};

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError('ROUTE.NOT_FOUND', 404, `No such endpoint: ${req.method} ${req.path}`));
};
