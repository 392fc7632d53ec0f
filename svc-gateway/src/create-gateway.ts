import type { Express } from 'express';
import { createServiceApp, type Logger } from '@manan/service-kit';
import type { GatewayConfig } from './config';
import { apiProxy } from './proxy/api-proxy';
import { manifestRoute } from './web/manifest-route';
import { proxiedFrontEnds } from './web/proxied-front-ends';
import { staticFrontEnds } from './web/static-front-ends';

export interface Gateway {
  app: Express;
  /** Frees the pooled upstream sockets; call after the HTTP server has closed. */
  close(): Promise<void>;
}

/** The one origin the browser talks to: /api to the services, everything else to the front ends. */
export function createGateway(config: GatewayConfig, logger: Logger): Gateway {
  const upstreams = {
    auth: config.AUTH_SERVICE_URL,
    triage: config.TRIAGE_SERVICE_URL,
    billing: config.BILLING_SERVICE_URL,
  };
  const timeouts = { quickMs: config.UPSTREAM_TIMEOUT_MS, slowMs: config.UPSTREAM_SLOW_TIMEOUT_MS };
  const api = apiProxy(upstreams, timeouts, logger);
  const frontEnds =
    config.FRONTEND_MODE === 'static'
      ? staticFrontEnds(config.FRONTEND_DIST_ROOT)
      : proxiedFrontEnds(config, logger);
  const readinessChecks = Object.fromEntries(
    Object.entries(upstreams).map(([name, url]) => [name, () => expectHealthy(`${url}/healthz`)]),
  );
  const app = createServiceApp({
    service: 'svc-gateway',
    logger,
    readinessChecks,
    // Proxied requests keep their body as a stream, so these go before any body parser.
    rawRoutes: [manifestRoute(config), api.router, frontEnds],
    routes: [],
  });
  return {
    app,
    close: async () => {
      for (const agent of api.agents) agent.destroy();
    },
  };
}

async function expectHealthy(url: string): Promise<void> {
  const response = await fetch(url, { signal: AbortSignal.timeout(1_500) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}
