import { Writable } from 'node:stream';
import type { RequestHandler } from 'express';
import {
  createLogger,
  createServiceApp,
  createServiceTelemetry,
  serveHttp,
  type HttpServerHandle,
} from '../../src';

const silentDestination = new Writable({ write: (_chunk, _encoding, done) => done() });

/**
 * The handlers every service runs before its body parser (metrics, telemetry, request context, path check,
 * health routes, raw routes) run as one Express layer; these hold that their order, their error handling
 * and the health and metrics routes are what they were as separate layers.
 */
describe('the handlers before the body parser', () => {
  let handle: HttpServerHandle;

  const rawRoutes: RequestHandler[] = [
    (_req, res, next) => {
      res.setHeader('x-raw-routes', 'first');
      next();
    },
    (req, _res, next) => {
      if (req.path === '/raw/passed-error') return next(new Error('passed to next'));
      if (req.path === '/raw/thrown') throw new Error('thrown');
      next();
    },
    async (req, _res, next) => {
      if (req.path === '/raw/rejected') throw new Error('rejected');
      next();
    },
    (req, res, next) => {
      if (req.path === '/raw/answer') return void res.json({ raw: true });
      next();
    },
  ];

  beforeAll(async () => {
    const logger = createLogger({ service: 'svc-test', level: 'info', destination: silentDestination });
    const app = createServiceApp({
      service: 'svc-test',
      logger,
      readinessChecks: {},
      observability: { telemetry: createServiceTelemetry('svc-test') },
      rawRoutes,
      routes: [],
    });
    handle = await serveHttp({ app, port: 0, host: '127.0.0.1', logger, name: 'svc-test' });
  });

  afterAll(() => handle.close());

  it('when a raw route answers, then the handlers before it have run, in order', async () => {
    const response = await fetch(`${handle.url}/raw/answer`, { headers: { 'x-request-id': 'req-layers-0' } });
    expect(await response.json()).toEqual({ raw: true });
    expect(response.headers.get('x-raw-routes')).toBe('first');
    expect(response.headers.get('x-request-id')).toBe('req-layers-0');
  });

  it('when a raw route passes an error on, throws one or rejects, then the error middleware answers it', async () => {
    for (const path of ['/raw/passed-error', '/raw/thrown', '/raw/rejected']) {
      const response = await fetch(`${handle.url}${path}`, { headers: { 'x-request-id': 'req-layers-1' } });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        error: { code: 'INTERNAL', message: expect.any(String) },
        requestId: 'req-layers-1',
      });
    }
  });

  it('when no raw route answers, then the request goes on to the not-found answer', async () => {
    const response = await fetch(`${handle.url}/nowhere`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('ROUTE.NOT_FOUND');
  });

  it('when the health and metrics routes are asked for as Express matches them (any case, a trailing slash), then they answer', async () => {
    for (const path of ['/healthz', '/HEALTHZ/', '/readyz', '/ReadyZ/']) {
      const response = await fetch(`${handle.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
    }
    const metrics = await fetch(`${handle.url}/Metrics/`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('http_requests_total');
    expect((await fetch(`${handle.url}/healthz/extra`)).status).toBe(404);
  });
});
