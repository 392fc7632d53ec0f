import type { NextFunction, Request, RequestHandler, Response } from 'express';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null | undefined)?.then === 'function';

/** A handler of a request and its response: an Express one, or one for plain Node requests (see plain-routes). */
export type ComposableHandler<Req, Res> = (req: Req, res: Res, next: (error?: unknown) => void) => unknown;

/**
 * Handlers run in order as one Express layer: each one's `next()` calls the following one directly,
 * instead of going back through the router, which for every layer of every request matched its path,
 * trimmed its mount path and walked its parameters (for `app.use(handler)` layers, all to no effect).
 * What Express does between layers is kept: an error passed to `next`, thrown, or rejected by a returned
 * promise goes to the app's error handlers; `next('route')` goes on to the next handler; `next('router')`
 * leaves the router; the last handler's `next()` goes on to the app's next layer.
 */
export function composeHandlers(handlers: readonly RequestHandler[]): RequestHandler;
export function composeHandlers<Req, Res>(
  handlers: readonly ComposableHandler<Req, Res>[],
): ComposableHandler<Req, Res>;
export function composeHandlers<Req = Request, Res = Response>(
  handlers: readonly ComposableHandler<Req, Res>[],
): ComposableHandler<Req, Res> {
  // Express runs a four-argument function only as an error handler, which these are not.
  if (handlers.some((handler) => handler.length > 3))
    throw new Error('composeHandlers takes request handlers, not error handlers');
  return (req, res, done) => {
    let index = 0;
    const next: NextFunction = (error?: unknown) => {
      if (error !== undefined && error !== null && error !== 'route') return done(error);
      const handler = handlers[index];
      index += 1;
      if (!handler) return done();
      try {
        const result: unknown = handler(req, res, next);
        if (isThenable(result))
          result.then(undefined, (reason: unknown) => done(reason ?? new Error('Rejected promise')));
      } catch (thrown) {
        done(thrown);
      }
    };
    next();
  };
}
