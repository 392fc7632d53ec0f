import { Writable } from 'node:stream';
import type { Express } from 'express';
import { createAuthService, loadAuthConfig } from '@manan/svc-auth';
import { createBillingService, loadBillingConfig } from '@manan/svc-billing';
import { createGateway, loadGatewayConfig } from '@manan/svc-gateway';
import { createTriageService, loadTriageConfig } from '@manan/svc-triage';
import {
  createInProcessEventBus,
  createLogger,
  serveHttp,
  type HttpServerHandle,
  type Logger,
} from '@manan/service-kit';

export type AppName = 'svc-gateway' | 'svc-auth' | 'svc-triage' | 'svc-billing';

export interface EmbeddedWithLogs {
  /** The gateway's address. */
  url: string;
  urls: Record<AppName, string>;
  apps: Record<AppName, Express>;
  /** Every line any of the four (and the bus) logged so far, as written: after the logger's redaction. */
  logLines(): string[];
  stop(): Promise<void>;
}

/**
 * The embedded composition (embedded/src/run-embedded.ts: the gateway and the three services in one
 * process, one in-process bus, SQLite under DATA_DIR) with every logger at info writing to one captured
 * stream, through service-kit's createLogger as in production, so a test can read what would be logged.
 */
export async function runEmbeddedWithCapturedLogs(dataDir: string): Promise<EmbeddedWithLogs> {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const loggerFor = (service: string): Logger => createLogger({ service, level: 'info', destination });
  const env = { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  const bus = createInProcessEventBus({ logger: loggerFor('event-bus') });
  const servers: HttpServerHandle[] = [];
  const closers: (() => Promise<void>)[] = [];
  const serve = async (name: AppName, app: Express, logger: Logger) => {
    const http = await serveHttp({ app, port: 0, host: '127.0.0.1', logger, name });
    servers.unshift(http);
    return http.url;
  };

  const authLogger = loggerFor('svc-auth');
  const auth = await createAuthService(loadAuthConfig(env), authLogger, bus);
  closers.push(() => auth.close());
  const authUrl = await serve('svc-auth', auth.app, authLogger);
  const verifyingEnv = {
    ...env,
    AUTH_JWKS_URL: `${authUrl}/.well-known/jwks.json`,
    AUTH_SERVICE_URL: authUrl,
  };
  const triageLogger = loggerFor('svc-triage');
  const triage = await createTriageService(loadTriageConfig(verifyingEnv), triageLogger, { eventBus: bus });
  closers.push(() => triage.close());
  const triageUrl = await serve('svc-triage', triage.app, triageLogger);
  const billingLogger = loggerFor('svc-billing');
  const billing = await createBillingService(loadBillingConfig(verifyingEnv), billingLogger, bus);
  closers.push(() => billing.close());
  const billingUrl = await serve('svc-billing', billing.app, billingLogger);
  const gatewayLogger = loggerFor('svc-gateway');
  const gateway = createGateway(
    loadGatewayConfig({
      ...verifyingEnv,
      TRIAGE_SERVICE_URL: triageUrl,
      BILLING_SERVICE_URL: billingUrl,
    }),
    gatewayLogger,
  );
  closers.unshift(() => gateway.close());
  const gatewayUrl = await serve('svc-gateway', gateway.app, gatewayLogger);

  return {
    url: gatewayUrl,
    urls: {
      'svc-gateway': gatewayUrl,
      'svc-auth': authUrl,
      'svc-triage': triageUrl,
      'svc-billing': billingUrl,
    },
    apps: {
      'svc-gateway': gateway.app,
      'svc-auth': auth.app,
      'svc-triage': triage.app,
      'svc-billing': billing.app,
    },
    logLines: () => [...lines],
    async stop() {
      for (const server of servers) await server.close(1_000);
      for (const close of closers) await close();
      await bus.close();
    },
  };
}
