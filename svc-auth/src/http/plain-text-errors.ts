import type { ErrorRequestHandler } from 'express';
import { toAppError } from '@manan/service-kit';

/**
 * The sign-in dialog shows a failed login's or registration's response text as it is (spec §5), so
 * these routes answer their errors in plain text. Server faults go on to the shared JSON handler,
 * which logs them and hides their details.
 */
export const plainTextErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const appError = toAppError(error);
  if (appError.httpStatus >= 500 || res.headersSent) return next(error);
  res.set(appError.headers).status(appError.httpStatus).type('text/plain').send(appError.message);
};
