import { Writable } from 'node:stream';
import { Router } from 'express';
import { z } from 'zod';
import {
  DomainError,
  createLogger,
  plainTextErrors,
  createServiceApp,
  route,
  serveHttp,
  type HttpServerHandle,
} from '../../src';

function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ service: 'svc-test', level: 'info', destination }) };
}

describe('a service app over real HTTP', () => {
  let handle: HttpServerHandle;
  let ready = true;
  let releaseSlowRequest: () => void = () => undefined;
  const logs = captureLogs();

  beforeAll(async () => {
    const routes = Router();
    routes.post(
      '/echo',
      route(async (req, res) => {
        const body = z.object({ name: z.string().min(1) }).parse(req.body);
        res.json({ hello: body.name });
      }),
    );
    routes.get(
      '/forbidden',
      route(async () => {
        throw new DomainError('BILLING.SESSION_FORBIDDEN', 'forbidden', 'Not yours', {
          retryAfterSeconds: 7,
        });
      }),
    );
    routes.get(
      '/quota',
      route(async () => {
        throw new DomainError('QUOTA.MONTHLY_LIMIT_REACHED', 'quota-exceeded', 'Limit reached', {
          bodyExtras: { message: 'Limit reached' },
        });
      }),
    );
    routes.post(
      '/text',
      plainTextErrors,
      route(async () => {
        throw new DomainError('AUTH.INVALID_CREDENTIALS', 'unauthenticated', 'Invalid username or password');
      }),
    );
    routes.get(
      '/boom',
      route(async () => {
        throw new Error('secret internal detail');
      }),
    );
    routes.get(
      '/slow',
      route(async (_req, res) => {
        await new Promise<void>((resolve) => (releaseSlowRequest = resolve));
        res.json({ finished: true });
      }),
    );
    const app = createServiceApp({
      service: 'svc-test',
      logger: logs.logger,
      readinessChecks: {
        database: async () => {
          if (!ready) throw new Error('database down');
        },
      },
      routes: [routes],
    });
    handle = await serveHttp({ app, port: 0, host: '127.0.0.1', logger: logs.logger, name: 'svc-test' });
  });

  afterAll(() => handle.close(100));

  it('when the process is up, then /healthz answers ok', async () => {
    const response = await fetch(`${handle.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', service: 'svc-test' });
  });

  it('when a dependency fails, then /readyz answers 503 naming it, and 200 once it recovers', async () => {
    ready = false;
    const down = await fetch(`${handle.url}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: { ok: false, error: 'database down' } },
    });
    ready = true;
    expect((await fetch(`${handle.url}/readyz`)).status).toBe(200);
  });

  it('when the client sends a well-formed request id, then it is echoed and logged', async () => {
    const response = await fetch(`${handle.url}/healthz`, {
      headers: { 'x-request-id': 'client-req-12345' },
    });
    expect(response.headers.get('x-request-id')).toBe('client-req-12345');
    await new Promise((resolve) => setImmediate(resolve));
    expect(logs.lines.some((line) => line.requestId === 'client-req-12345' && line.path === '/healthz')).toBe(
      true,
    );
  });

  it('when the request id is malformed, then a fresh one replaces it', async () => {
    const response = await fetch(`${handle.url}/healthz`, {
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when the body fails validation, then 400 lists the fields', async () => {
    const response = await fetch(`${handle.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":""}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'REQUEST.INVALID',
        message: 'The request is not valid',
        fields: { name: expect.any(String) },
      },
      requestId: expect.any(String),
    });
  });

  it('when the body is not JSON, then 400', async () => {
    const response = await fetch(`${handle.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'REQUEST.MALFORMED' } });
  });

  it('when the body is over 1 MB, then 413', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(1_100_000) });
    const response = await fetch(`${handle.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'REQUEST.TOO_LARGE' } });
  });

  it('when a handler throws a DomainError, then the status of its kind, its code and message, and Retry-After are sent', async () => {
    const response = await fetch(`${handle.url}/forbidden`, {
      headers: { 'x-request-id': 'req-forbidden-1' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(await response.json()).toEqual({
      error: { code: 'BILLING.SESSION_FORBIDDEN', message: 'Not yours' },
      requestId: 'req-forbidden-1',
    });
  });

  it('when a DomainError carries body extras, then they sit beside the error object', async () => {
    const response = await fetch(`${handle.url}/quota`);
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({
      error: { code: 'QUOTA.MONTHLY_LIMIT_REACHED', message: 'Limit reached' },
      message: 'Limit reached',
    });
  });

  it('when a route answers errors as plain text, then the body is the message alone', async () => {
    const response = await fetch(`${handle.url}/text`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Invalid username or password');
  });

  it('when a handler throws an unexpected error, then 500 hides its detail from the client', async () => {
    const response = await fetch(`${handle.url}/boom`);
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toMatchObject({ error: { code: 'INTERNAL' } });
    expect(JSON.stringify(body)).not.toContain('secret internal detail');
  });

  it('when the path is unknown, then 404 JSON', async () => {
    const response = await fetch(`${handle.url}/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'ROUTE.NOT_FOUND' } });
  });

  it('when closing with a request in flight, then the request finishes and new connections are refused', async () => {
    const inFlight = fetch(`${handle.url}/slow`).then((response) => response.json());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = handle.close(5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetch(`${handle.url}/healthz`)).rejects.toThrow();
    releaseSlowRequest();
    expect(await inFlight).toEqual({ finished: true });
    await closing;
  });
});
