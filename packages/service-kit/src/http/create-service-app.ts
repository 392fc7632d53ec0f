import express, { type Express, type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import { errorMiddleware, notFoundHandler } from './error-middleware';
import { healthRoutes, type ReadinessCheck } from './health-routes';
import { refuseMalformedPath } from './malformed-path';
import { requestContext } from './request-context';

export interface ServiceAppOptions {
  service: string;
  logger: Logger;
  readinessChecks: Record<string, ReadinessCheck>;
  /** Routers mounted before the JSON body parser, e.g. one that needs the raw body of a webhook. */
  rawRoutes?: RequestHandler[];
  routes: Router[];
  jsonLimit?: string;
  /**
   * Peers whose X-Forwarded-* headers set `req.ip`, `req.protocol` and `req.host` (addresses, CIDRs or
   * loopback / linklocal / uniquelocal). Services name the gateway; the gateway names the proxies in
   * front of it. Defaults to loopback.
   */
  trustedProxies?: readonly string[];
}

/** An express app with the plumbing every service shares, in the order it must run. */
export function createServiceApp(options: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', [...(options.trustedProxies ?? ['loopback'])]);
  app.use(requestContext(options.logger));
  app.use(refuseMalformedPath);
  app.use(healthRoutes(options.service, options.readinessChecks));
  for (const router of options.rawRoutes ?? []) app.use(router);
  app.use(express.json({ limit: options.jsonLimit ?? '1mb' }));
  for (const router of options.routes) app.use(router);
  app.use(notFoundHandler);
  app.use(errorMiddleware);
  return app;
}
