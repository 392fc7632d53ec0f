import express, { type Express, type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import { httpTelemetry, type HttpTelemetryOptions } from '../observability/http-telemetry';
import { metricsRoute } from '../observability/metrics-route';
import { composeHandlers } from './compose-handlers';
import { errorMiddleware, notFoundHandler } from './error-middleware';
import { healthRoutes, type ReadinessCheck } from './health-routes';
import { refuseMalformedPath } from './malformed-path';
import { onlyOnPaths } from './only-on-paths';
import { answerPlainRoutesFirst, type EdgeHandler, type PlainRoutes } from './plain-routes';
import { requestContext } from './request-context';

export interface ServiceAppOptions {
  service: string;
  logger: Logger;
  readinessChecks: Record<string, ReadinessCheck>;
  /** Routers mounted before the JSON body parser, e.g. one that needs the raw body of a webhook. */
  rawRoutes?: RequestHandler[];
  routes: Router[];
  /**
   * Paths answered without making their requests Express requests (the gateway's proxied API), after the
   * same telemetry, request context and path check; see plain-routes.
   */
  plainRoutes?: PlainRoutes;
  jsonLimit?: string;
  /**
   * Peers whose X-Forwarded-* headers set `req.ip`, `req.protocol` and `req.host` (addresses, CIDRs or
   * loopback / linklocal / uniquelocal). Services name the gateway; the gateway names the proxies in
   * front of it. Defaults to loopback.
   */
  trustedProxies?: readonly string[];
  /**
   * Metrics and traces: a server span and request metrics per request, and GET /metrics on this app
   * unless it is the public edge (the gateway serves its metrics on an internal listener instead).
   */
  observability?: HttpTelemetryOptions;
}

/** An express app with the plumbing every service shares, in the order it must run. */
export function createServiceApp(options: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', [...(options.trustedProxies ?? ['loopback'])]);
  const beforeBodyParser: RequestHandler[] = [];
  // Before the request's span: a scrape is neither traced nor counted among the requests it reports.
  if (options.observability && !options.observability.publicEdge)
    beforeBodyParser.push(onlyOnPaths(['/metrics'], metricsRoute(options.observability.telemetry.registry)));
  // What every request goes through, on a plain route as on any other.
  const shared: EdgeHandler[] = [
    ...(options.observability ? [httpTelemetry(options.observability)] : []),
    requestContext(options.logger),
    refuseMalformedPath,
  ];
  beforeBodyParser.push(
    ...shared,
    onlyOnPaths(['/healthz', '/readyz'], healthRoutes(options.service, options.readinessChecks)),
    ...(options.rawRoutes ?? []),
  );
  // One layer rather than one per handler: the same order and error handling, without the router's
  // matching between each.
  app.use(composeHandlers(beforeBodyParser));
  app.use(express.json({ limit: options.jsonLimit ?? '1mb' }));
  for (const router of options.routes) app.use(router);
  app.use(notFoundHandler);
  app.use(errorMiddleware);
  if (options.plainRoutes) answerPlainRoutesFirst(app, options.plainRoutes, shared, options.logger);
  return app;
}
