import { createGateway, loadGatewayConfig } from '@manan/svc-gateway';
import { createAuthService, loadAuthConfig } from '@manan/svc-auth';
import { createBillingService, loadBillingConfig } from '@manan/svc-billing';
import { createTriageService, loadTriageConfig } from '@manan/svc-triage';
import {
  createInProcessEventBus,
  createLogger,
  flushTraces,
  installTracing,
  serveHttp,
  type HttpServerHandle,
  type InProcessEventBus,
  type Logger,
  type ServiceInstance,
} from '@manan/service-kit';

export interface EmbeddedMaNaN {
  /** The gateway's address: the one origin the browser uses. */
  url: string;
  services: { auth: string; triage: string; billing: string };
  /** The services' shared in-process bus; undefined when AMQP_URL puts them on RabbitMQ instead. */
  bus: InProcessEventBus | undefined;
  /**
   * Where each part's Prometheus metrics are: the services' own loopback ports, and the gateway's internal
   * listener (METRICS_PORT, a free loopback port unless set); none of them is the public port.
   */
  metrics: { gateway: string; auth: string; triage: string; billing: string };
  stop(): Promise<void>;
}

interface Running {
  name: string;
  http: HttpServerHandle;
  instance: ServiceInstance;
}

/**
 * Runs the gateway and the three services in this one process (the embedded default): SQLite under
 * DATA_DIR, one in-process event bus shared by all (or, when AMQP_URL is set, each service's own
 * connection to RabbitMQ, as in distributed mode), services on loopback ports the OS picks, and only
 * the gateway on PORT. The same composition roots run each service in its own container otherwise.
 */
export async function runEmbedded(env: NodeJS.ProcessEnv = process.env): Promise<EmbeddedMaNaN> {
  installTracing({ serviceName: 'manan', env });
  const level = env.LOG_LEVEL ?? 'info';
  const loggerFor = (service: string): Logger => createLogger({ service, level });
  // Services are reached only through the gateway here, so they bind to loopback on any free port.
  const serviceEnv = { ...env, PORT: '0', HOST: '127.0.0.1' };
  const bus = env.AMQP_URL ? undefined : createInProcessEventBus({ logger: loggerFor('event-bus') });
  const running: Running[] = [];

  const start = async (name: string, create: (logger: Logger) => Promise<ServiceInstance>) => {
    const logger = loggerFor(name);
    const instance = await create(logger);
    const http = await serveHttp({ app: instance.app, port: 0, host: '127.0.0.1', logger, name });
    running.push({ name, http, instance });
    return http.url;
  };

  try {
    const auth = await start('svc-auth', (logger) =>
      createAuthService(loadAuthConfig(serviceEnv), logger, bus),
    );
    // The others verify session tokens against svc-auth's published keys and confirm sessions with it.
    const verifyingEnv = {
      ...serviceEnv,
      AUTH_JWKS_URL: `${auth}/.well-known/jwks.json`,
      AUTH_SERVICE_URL: auth,
    };
    const triage = await start('svc-triage', (logger) =>
      createTriageService(loadTriageConfig(verifyingEnv), logger, bus ? { eventBus: bus } : {}),
    );
    const billing = await start('svc-billing', (logger) =>
      createBillingService(loadBillingConfig(verifyingEnv), logger, bus),
    );
    const gatewayConfig = loadGatewayConfig({
      ...env,
      METRICS_PORT: env.METRICS_PORT ?? '0',
      AUTH_JWKS_URL: verifyingEnv.AUTH_JWKS_URL,
      AUTH_SERVICE_URL: auth,
      TRIAGE_SERVICE_URL: triage,
      BILLING_SERVICE_URL: billing,
    });
    const gatewayLogger = loggerFor('svc-gateway');
    const gateway = createGateway(gatewayConfig, gatewayLogger);
    const http = await serveHttp({
      app: gateway.app,
      port: gatewayConfig.PORT,
      host: gatewayConfig.HOST,
      logger: gatewayLogger,
      name: 'svc-gateway',
    });
    running.unshift({ name: 'svc-gateway', http, instance: gateway });
    const gatewayMetrics = await serveHttp({
      app: gateway.metricsApp,
      port: gatewayConfig.METRICS_PORT,
      host: gatewayConfig.METRICS_HOST,
      logger: gatewayLogger,
      name: 'svc-gateway metrics',
    });
    running.push({
      name: 'svc-gateway metrics',
      http: gatewayMetrics,
      instance: { app: gateway.metricsApp, close: async () => undefined },
    });
    const metrics = {
      gateway: `${gatewayMetrics.url}/metrics`,
      auth: `${auth}/metrics`,
      triage: `${triage}/metrics`,
      billing: `${billing}/metrics`,
    };
    gatewayLogger.info(metrics, 'metrics endpoints (internal listeners, not the public port)');
    const url = `http://${gatewayConfig.HOST === '127.0.0.1' || gatewayConfig.HOST === '0.0.0.0' ? 'localhost' : gatewayConfig.HOST}:${http.port}`;
    return { url, services: { auth, triage, billing }, bus, metrics, stop: () => stopAll(running, bus) };
  } catch (error) {
    await stopAll(running, bus);
    throw error;
  }
}

/** The gateway stops first so no new work arrives; each service finishes in-flight requests, then closes its stores. */
async function stopAll(running: Running[], bus: InProcessEventBus | undefined): Promise<void> {
  for (const { http } of running) await http.close(5_000);
  for (const { instance } of running) await instance.close();
  await bus?.close();
  await flushTraces();
}
