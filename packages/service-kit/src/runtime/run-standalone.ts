import type { Express } from 'express';
import type { Logger } from 'pino';
import { createLogger } from '../logging/create-logger';
import { serveHttp } from '../lifecycle/serve-http';
import { installShutdownHandlers } from '../lifecycle/shutdown';
import { flushTraces, installTracing } from '../observability/tracing';

/** A service built by its composition root, before it listens. */
export interface ServiceInstance {
  app: Express;
  /** Closes what the service opened (relay, bus, database); called after the HTTP server stopped. */
  close(): Promise<void>;
  /** Served on METRICS_HOST:METRICS_PORT, apart from the public port (the gateway's /metrics). */
  metricsApp?: Express;
}

export interface StandaloneOptions<TConfig extends StandaloneConfig> {
  service: string;
  loadConfig: () => TConfig;
  create: (config: TConfig, logger: Logger) => Promise<ServiceInstance>;
}

export interface StandaloneConfig {
  PORT: number;
  HOST: string;
  LOG_LEVEL: string;
  SHUTDOWN_GRACE_MS: number;
  METRICS_PORT?: number;
  METRICS_HOST?: string;
}

/**
 * The `start.ts` of every service in distributed mode: validate configuration (exit 1 naming every
 * bad variable), build, listen, and shut down gracefully on SIGTERM/SIGINT.
 */
export function runStandalone<TConfig extends StandaloneConfig>({
  service,
  loadConfig,
  create,
}: StandaloneOptions<TConfig>): void {
  const start = async () => {
    const config = loadConfig();
    installTracing({ serviceName: service });
    const logger = createLogger({ service, level: config.LOG_LEVEL });
    const instance = await create(config, logger);
    const http = await serveHttp({
      app: instance.app,
      port: config.PORT,
      host: config.HOST,
      logger,
      name: service,
    });
    const metrics =
      instance.metricsApp && config.METRICS_PORT !== undefined
        ? await serveHttp({
            app: instance.metricsApp,
            port: config.METRICS_PORT,
            host: config.METRICS_HOST ?? '127.0.0.1',
            logger,
            name: `${service} metrics`,
          })
        : undefined;
    installShutdownHandlers({
      logger,
      timeoutMs: config.SHUTDOWN_GRACE_MS + 5_000,
      steps: [
        { name: 'http', run: () => http.close(config.SHUTDOWN_GRACE_MS) },
        { name: 'service', run: () => instance.close() },
        { name: 'metrics', run: async () => metrics?.close(1_000) },
        { name: 'traces', run: () => flushTraces() },
      ],
    });
  };
  start().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
