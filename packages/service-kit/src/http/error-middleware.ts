import type http from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { DomainError } from '../errors/domain-error';
import { errorBodyOf, errorHeadersOf, toDomainError } from '../errors/error-body';

const plainTextErrorsKey = 'mananPlainTextErrors';

/**
 * Marks the routes after it as answering their errors in text/plain, the message alone (spec §5/§7: the
 * sign-in dialog shows a failed login's, registration's or logout's response text as it is). Internal
 * errors still answer the JSON body, their details hidden.
 */
export const plainTextErrors: RequestHandler = (_req, res, next) => {
  res.locals[plainTextErrorsKey] = true;
  next();
};

/**
 * Writes an error as the answer to a plain Node response: the same status, headers and body as the
 * error middleware (the gateway's own answers from inside its proxy use this).
 */
export function writeErrorResponse(res: http.ServerResponse, error: unknown, requestId?: string): void {
  const domainError = toDomainError(error);
  res.writeHead(domainError.httpStatus, {
    ...errorHeadersOf(domainError),
    'content-type': 'application/json; charset=utf-8',
  });
  res.end(JSON.stringify(errorBodyOf(domainError, requestId)));
}

/** An internal error's line (its detail stays in the log: the client is told only that it failed). */
function logInternalError(log: Logger | undefined, domainError: DomainError): void {
  if (domainError.kind !== 'internal') return;
  const cause = domainError.cause instanceof Error ? domainError.cause : domainError;
  log?.error(
    { err: { name: cause.name, message: cause.message, stack: cause.stack }, code: domainError.code },
    'request failed',
  );
}

/** The one place errors become responses: `{ error: { code, message, fields? }, requestId? }`. */
export const errorMiddleware: ErrorRequestHandler = (error, req, res, _next) => {
  const domainError = toDomainError(error);
  logInternalError(req.log, domainError);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.set(errorHeadersOf(domainError)).status(domainError.httpStatus);
  if (res.locals[plainTextErrorsKey] && domainError.code !== 'INTERNAL') {
    res.type('text/plain').send(domainError.message);
    return;
  }
  res.json(errorBodyOf(domainError, req.requestId));
};

/**
 * The error middleware's answer to a request answered without Express (see plain-routes): the same log
 * line for an internal error (through `logger` when the request has no logger of its own yet), the same
 * status, headers and JSON body.
 */
export function answerError(
  req: { log?: Logger; requestId?: string },
  res: http.ServerResponse,
  error: unknown,
  logger: Logger,
): void {
  const domainError = toDomainError(error);
  logInternalError(req.log ?? logger, domainError);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  writeErrorResponse(res, domainError, req.requestId);
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new DomainError('ROUTE.NOT_FOUND', 'not-found', `No such endpoint: ${req.method} ${req.path}`));
};
