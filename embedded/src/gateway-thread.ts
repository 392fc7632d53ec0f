import { parentPort, threadId, workerData } from 'node:worker_threads';
import { createLogger, flushTraces, installTracing } from '@manan/service-kit';
import { serveGateway, type ServiceUrls } from './serve-gateway';

/** What the main thread hands the gateway's thread (see startGatewayThread). */
export interface GatewayThreadData {
  env: NodeJS.ProcessEnv;
  services: ServiceUrls;
}

/** Sent once the gateway's listeners accept connections. */
export interface GatewayThreadReady {
  type: 'ready';
  host: string;
  port: number;
  metricsUrl: string;
}

/**
 * The gateway's own thread in the embedded app: it logs, traces and serves its listeners by itself, and
 * on the main thread's `stop` finishes in-flight requests, exports its last spans and lets the thread end.
 * A failure to start is thrown, which the main thread receives as the worker's error.
 */
async function main(): Promise<void> {
  const channel = parentPort;
  if (!channel) throw new Error('gateway-thread runs only as a worker thread (see startGatewayThread)');
  const { env, services } = workerData as GatewayThreadData;
  installTracing({ serviceName: 'manan', env });
  const logger = createLogger({ service: 'svc-gateway', level: env.LOG_LEVEL ?? 'info' });
  const gateway = await serveGateway(env, services, logger);
  logger.info({ threadId }, 'svc-gateway runs on its own thread');
  channel.once('message', () => {
    void gateway
      .stop()
      .then(flushTraces)
      .finally(() => channel.close());
  });
  const ready: GatewayThreadReady = {
    type: 'ready',
    host: gateway.host,
    port: gateway.port,
    metricsUrl: gateway.metricsUrl,
  };
  channel.postMessage(ready);
}

void main();
