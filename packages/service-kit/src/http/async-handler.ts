import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Express 5 forwards rejected promises to the error middleware by itself; this wrapper only gives route
 * handlers a typed, promise-returning shape that reads the same everywhere.
 */
export function route(
  handler: (req: Request, res: Response, next: NextFunction) => Promise<void>,
): RequestHandler {
  return (req, res, next) => handler(req, res, next).catch(next);
}
