import type { Express } from 'express';
import {
  createServiceApp,
  createServiceTelemetry,
  createSessionTokenVerifier,
  metricsApp,
  publicKeysFromConfig,
  type EdgeHandler,
  type Logger,
  type SessionTokenVerifier,
} from '@manan/service-kit';
import type { GatewayConfig } from './config';
import { apiDocsRoutes } from './docs/api-docs-routes';
import { gatewayRouteLabel } from './observability/gateway-route-label';
import { noPublicMetrics } from './observability/no-public-metrics';
import { apiProxy } from './proxy/api-proxy';
import { findApiRoute } from './proxy/api-routes';
import { cachedSessionVerifier } from './security/cached-session-verifier';
import { forwardedHeaders } from './security/forwarded-headers';
import { dropClientIdentityHeaders } from './security/identity-headers';
import { securityHeaders } from './security/security-headers';
import { manifestRoute } from './web/manifest-route';
import { proxiedFrontEnds } from './web/proxied-front-ends';
import { staticFrontEnds } from './web/static-front-ends';

export interface Gateway {
  app: Express;
  /** Frees the pooled upstream sockets; call after the HTTP server has closed. */
  close(): Promise<void>;
  /** GET /metrics for the internal listener (METRICS_PORT): never served on the public port. */
  metricsApp: Express;
}

/** The one origin the browser talks to: /api to the services, everything else to the front ends. */
export function createGateway(config: GatewayConfig, logger: Logger): Gateway {
  const upstreams = {
    auth: config.AUTH_SERVICE_URL,
    triage: config.TRIAGE_SERVICE_URL,
    billing: config.BILLING_SERVICE_URL,
  };
  const timeouts = { quickMs: config.UPSTREAM_TIMEOUT_MS, slowMs: config.UPSTREAM_SLOW_TIMEOUT_MS };
  const api = apiProxy({
    upstreams,
    timeouts,
    verifier: gatewaySessionVerifier(config),
    allowedOrigins: config.ALLOWED_ORIGINS,
    logger,
  });
  const frontEnds =
    config.FRONTEND_MODE === 'static'
      ? staticFrontEnds(config.FRONTEND_DIST_ROOT)
      : proxiedFrontEnds(config, logger);
  const readinessChecks = Object.fromEntries(
    Object.entries(upstreams).map(([name, url]) => [name, () => expectHealthy(`${url}/healthz`)]),
  );
  const telemetry = createServiceTelemetry('svc-gateway');
  // What a proxied request goes through before the proxy, in this order, whichever way it comes in.
  const edge: EdgeHandler[] = [stripIdentityHeaders, forwardedHeaders, securityHeaders()];
  const app = createServiceApp({
    service: 'svc-gateway',
    logger,
    readinessChecks,
    trustedProxies: config.TRUSTED_PROXIES,
    // The public edge: every request starts its trace here and hands it on to the service it is proxied to.
    observability: { telemetry, publicEdge: true, routeOf: gatewayRouteLabel },
    // Every routed /api path is answered before Express makes its request an Express request: that and
    // Express's router were about half the gateway's CPU per proxied request (see plain-routes in
    // service-kit). The same handlers run, in the same order, after the same shared ones.
    plainRoutes: { accepts: (path) => findApiRoute(path) !== undefined, handlers: [...edge, api.proxy] },
    // The rest, and a routed path Express parses itself (an absolute-form target). Proxied requests keep
    // their body as a stream, so these go before any body parser. The proxy comes before the gateway's
    // own routers; no routed path is one of theirs (see the routing table's test), so the order decides
    // nothing else.
    rawRoutes: [
      ...edge,
      api.proxy,
      noPublicMetrics(),
      manifestRoute(config),
      apiDocsRoutes(),
      api.notFound,
      frontEnds,
    ],
    routes: [],
  });
  return {
    app,
    metricsApp: metricsApp(telemetry.registry, 'svc-gateway'),
    close: async () => {
      for (const agent of api.agents) agent.destroy();
    },
  };
}

const stripIdentityHeaders: EdgeHandler = (req, _res, next) => {
  dropClientIdentityHeaders(req.headers);
  next();
};

/**
 * Signature, claims and expiry, against svc-auth's published keys. Revocation is enforced by every
 * service behind the gateway (each keeps its own record of ended sessions), so a logged-out cookie
 * that passes here is still refused one hop later. A verified token is remembered briefly (see
 * cachedSessionVerifier), its expiry checked on every request.
 */
function gatewaySessionVerifier(config: GatewayConfig): SessionTokenVerifier {
  return cachedSessionVerifier(
    createSessionTokenVerifier({
      publicKeys: publicKeysFromConfig(config),
      issuer: config.SESSION_ISSUER,
      audience: config.SESSION_AUDIENCE,
      isRevoked: async () => false,
    }),
  );
}

async function expectHealthy(url: string): Promise<void> {
  const response = await fetch(url, { signal: AbortSignal.timeout(1_500) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}
