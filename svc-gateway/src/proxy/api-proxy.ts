import type http from 'node:http';
import type { RequestHandler } from 'express';
import type { EdgeHandler, EdgeRequest, Logger, SessionTokenVerifier } from '@manan/service-kit';
import { composeHandlers, DomainError } from '@manan/service-kit';
import { bodyLimit } from '../security/body-limit';
import { crossSiteGuard } from '../security/cross-site-guard';
import { sessionGate } from '../security/session-gate';
import { apiRoutes, findApiRoute, type ApiRoute, type Upstream } from './api-routes';
import { keepAliveAgent, upstreamProxy } from './upstream-proxy';

export type UpstreamUrls = Record<Upstream, string>;

export interface UpstreamTimeouts {
  quickMs: number;
  slowMs: number;
}

export interface ApiProxyOptions {
  upstreams: UpstreamUrls;
  timeouts: UpstreamTimeouts;
  verifier: SessionTokenVerifier;
  allowedOrigins: readonly string[];
  logger: Logger;
}

/**
 * Routes every /api path of contracts' operations (and declared prefixes) to its service, each through the
 * same checks in order: body size, cross-site origin (unless exempt), session (unless public), then the
 * proxy. `proxy` takes only routed paths and passes anything else on, so that it can stand before the
 * gateway's own routers (which a proxied request then never walks through); `notFound`, mounted after the
 * gateway's own /api pages, answers any other /api path with a JSON 404.
 */
export function apiProxy({ upstreams, timeouts, verifier, allowedOrigins, logger }: ApiProxyOptions): {
  proxy: EdgeHandler;
  notFound: RequestHandler;
  agents: http.Agent[];
} {
  const agents = { auth: keepAliveAgent(), triage: keepAliveAgent(), billing: keepAliveAgent() };
  const guard = crossSiteGuard(allowedOrigins);
  const gate = sessionGate(verifier);
  const chains = new Map<ApiRoute, EdgeHandler>(
    apiRoutes.map((route) => [
      route,
      composeHandlers<EdgeRequest, http.ServerResponse>([
        bodyLimit(route.maxBodyBytes),
        ...(route.crossSiteCheck ? [guard] : []),
        ...(route.public ? [] : [gate]),
        upstreamProxy({
          target: upstreams[route.upstream],
          timeoutMs: route.slow ? timeouts.slowMs : timeouts.quickMs,
          logger,
          agent: agents[route.upstream],
          maxBodyBytes: route.maxBodyBytes,
        }),
      ]),
    ]),
  );
  const proxy: EdgeHandler = (req, res, next) => {
    const route = findApiRoute(req.path);
    if (route) return chains.get(route)!(req, res, next);
    next();
  };
  const notFound: RequestHandler = (req, _res, next) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) {
      return next(
        new DomainError('ROUTE.NOT_FOUND', 'not-found', `No such endpoint: ${req.method} ${req.path}`),
      );
    }
    next();
  };
  return { proxy, notFound, agents: Object.values(agents) };
}
