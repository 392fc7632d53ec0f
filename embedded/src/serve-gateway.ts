import { createGateway, loadGatewayConfig } from '@manan/svc-gateway';
import { serveHttp, type Logger } from '@manan/service-kit';

/** The services' loopback addresses, which the gateway proxies to. */
export interface ServiceUrls {
  auth: string;
  triage: string;
  billing: string;
}

export interface ServedGateway {
  /** The public listener's host (as configured) and the port it got (PORT=0 picks one). */
  host: string;
  port: number;
  /** GET /metrics on the gateway's internal listener. */
  metricsUrl: string;
  /** Stops accepting, finishes in-flight requests, then frees the pooled upstream sockets. */
  stop(): Promise<void>;
}

/**
 * The gateway as the embedded app runs it, on whichever thread calls this: its configuration from `env`
 * with the services' addresses, its public listener on PORT and its metrics on an internal listener
 * (METRICS_PORT, a free loopback port unless set).
 */
export async function serveGateway(
  env: NodeJS.ProcessEnv,
  services: ServiceUrls,
  logger: Logger,
): Promise<ServedGateway> {
  const config = loadGatewayConfig({
    ...env,
    METRICS_PORT: env.METRICS_PORT ?? '0',
    AUTH_JWKS_URL: `${services.auth}/.well-known/jwks.json`,
    AUTH_SERVICE_URL: services.auth,
    TRIAGE_SERVICE_URL: services.triage,
    BILLING_SERVICE_URL: services.billing,
  });
  const gateway = createGateway(config, logger);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.splice(0)) await step();
    await gateway.close();
  };
  try {
    const http = await serveHttp({
      app: gateway.app,
      port: config.PORT,
      host: config.HOST,
      logger,
      name: 'svc-gateway',
    });
    stops.push(() => http.close(5_000));
    const metrics = await serveHttp({
      app: gateway.metricsApp,
      port: config.METRICS_PORT,
      host: config.METRICS_HOST,
      logger,
      name: 'svc-gateway metrics',
    });
    stops.push(() => metrics.close(5_000));
    return { host: config.HOST, port: http.port, metricsUrl: `${metrics.url}/metrics`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
