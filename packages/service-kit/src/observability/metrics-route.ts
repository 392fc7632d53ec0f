import express, { Router, type Express } from 'express';
import type { Registry } from 'prom-client';
import { processMetricsText } from './process-metrics';

/** GET /metrics in Prometheus' text format, for a service's own port (never routed through the gateway). */
export function metricsRoute(registry: Registry): Router {
  const router = Router();
  router.get('/metrics', async (_req, res, next) => {
    try {
      const body = `${await registry.metrics()}\n${await processMetricsText()}`;
      res.setHeader('Content-Type', registry.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.end(body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

/**
 * The gateway's internal listener: /metrics and /healthz only, on an address of its own (METRICS_PORT),
 * so the public port never serves metrics.
 */
export function metricsApp(registry: Registry, service: string): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(metricsRoute(registry));
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok', service }));
  app.use((_req, res) => void res.status(404).json({ error: 'Not found' }));
  return app;
}
