import type http from 'node:http';
import { Router } from 'express';
import type { Logger } from '@manan/service-kit';
import { AppError } from '@manan/service-kit';
import { apiRoutes, findApiRoute, type Upstream } from './api-routes';
import { keepAliveAgent, upstreamProxy } from './upstream-proxy';

export type UpstreamUrls = Record<Upstream, string>;

/** Routes every documented /api path to its service; any other /api path is a JSON 404. */
export interface UpstreamTimeouts {
  quickMs: number;
  slowMs: number;
}

export function apiProxy(
  upstreams: UpstreamUrls,
  timeouts: UpstreamTimeouts,
  logger: Logger,
): { router: Router; agents: http.Agent[] } {
  const agents = { auth: keepAliveAgent(), triage: keepAliveAgent(), billing: keepAliveAgent() };
  const proxies = new Map(
    apiRoutes.map((route) => [
      route,
      upstreamProxy({
        target: upstreams[route.upstream],
        timeoutMs: route.slow ? timeouts.slowMs : timeouts.quickMs,
        logger,
        agent: agents[route.upstream],
      }),
    ]),
  );
  const router = Router();
  router.use((req, res, next) => {
    const route = findApiRoute(req.path);
    if (route) return proxies.get(route)!(req, res, next);
    if (req.path === '/api' || req.path.startsWith('/api/')) {
      return next(new AppError('ROUTE.NOT_FOUND', 404, `No such endpoint: ${req.method} ${req.path}`));
    }
    next();
  });
  return { router, agents: Object.values(agents) };
}
