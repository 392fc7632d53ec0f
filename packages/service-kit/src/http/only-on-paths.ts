import type { RequestHandler } from 'express';

/**
 * Passes a request to `router` only when its path is one of `paths` as Express matches a route's path
 * (any letter case, one trailing slash allowed); any other request goes straight on, without entering
 * a router that could not answer it (which for each request wrapped its state, parsed its URL and tried
 * each route's pattern in turn).
 */
export function onlyOnPaths(paths: readonly string[], router: RequestHandler): RequestHandler {
  const wanted = new Set(paths.map((path) => path.toLowerCase()));
  return (req, res, next) => {
    const path = req.path.toLowerCase();
    const untrailed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    if (!wanted.has(untrailed)) return next();
    return router(req, res, next);
  };
}
