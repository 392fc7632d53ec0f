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
import { serveGateway } from './serve-gateway';
import { startGatewayThread } from './start-gateway-thread';

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

export interface EmbeddedOptions {
  /**
   * Run the gateway on its own worker thread (what `npm start` does) rather than on this one. Needs the
   * compiled app (dist), since a worker thread loads JavaScript; tests running the TypeScript sources
   * keep the gateway here.
   */
  gatewayThread?: boolean;
  /** Told when the gateway's thread ends without having been asked to (the public port is gone). */
  onGatewayFailure?: (error: Error) => void;
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
export async function runEmbedded(
  env: NodeJS.ProcessEnv = process.env,
  { gatewayThread = false, onGatewayFailure = () => undefined }: EmbeddedOptions = {},
): Promise<EmbeddedMaNaN> {
  installTracing({ serviceName: 'manan', env });
  const level = env.LOG_LEVEL ?? 'info';
  const loggerFor = (service: string): Logger => createLogger({ service, level });
  // Services are reached only through the gateway here, so they bind to loopback on any free port.
  const serviceEnv = { ...env, PORT: '0', HOST: '127.0.0.1' };
  const bus = env.AMQP_URL ? undefined : createInProcessEventBus({ logger: loggerFor('event-bus') });
  const running: Running[] = [];
  // Stopped first, so that no new work reaches the services.
  let stopGateway = async (): Promise<void> => undefined;
  const stop = async () => {
    await stopGateway();
    await stopAll(running, bus);
  };

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
    const services = { auth, triage, billing };
    const gatewayLogger = loggerFor('svc-gateway');
    const gateway = gatewayThread
      ? await startGatewayThread(env, services, gatewayLogger, onGatewayFailure)
      : await serveGateway(env, services, gatewayLogger);
    stopGateway = () => gateway.stop();
    const metrics = {
      gateway: gateway.metricsUrl,
      auth: `${auth}/metrics`,
      triage: `${triage}/metrics`,
      billing: `${billing}/metrics`,
    };
    gatewayLogger.info(metrics, 'metrics endpoints (internal listeners, not the public port)');
    const url = `http://${gateway.host === '127.0.0.1' || gateway.host === '0.0.0.0' ? 'localhost' : gateway.host}:${gateway.port}`;
    return { url, services, bus, metrics, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Each service finishes in-flight requests, then closes its stores. */
async function stopAll(running: Running[], bus: InProcessEventBus | undefined): Promise<void> {
  for (const { http } of running) await http.close(5_000);
  for (const { instance } of running) await instance.close();
  await bus?.close();
  await flushTraces();
}
