import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type Express } from 'express';
import pino from 'pino';
import { createServiceApp } from '../../../src/http';
import { createServiceTelemetry, traceHeadersOf, type ServiceTelemetry } from '../../../src/observability';

/** A service app as a service composes it (metrics, traces, request logs), with its log lines kept. */
export function tracedApp(
  service: string,
  route: (router: express.Router) => void,
  options: { publicEdge?: boolean } = {},
): { app: Express; telemetry: ServiceTelemetry; logLines: Array<Record<string, unknown>> } {
  const logLines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const telemetry = createServiceTelemetry(service);
  const router = express.Router();
  route(router);
  const app = createServiceApp({
    service,
    logger,
    readinessChecks: {},
    routes: [router],
    observability: { telemetry, publicEdge: options.publicEdge },
  });
  return { app, telemetry, logLines };
}

export async function listen(app: Express): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = await new Promise((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A handler's view of its trace after an await (the headers an outgoing call would send). */
export const answerTraceHeaders: express.RequestHandler = (_req, res) => {
  void new Promise((resolve) => setTimeout(resolve, 1)).then(() => res.json(traceHeadersOf()));
};
