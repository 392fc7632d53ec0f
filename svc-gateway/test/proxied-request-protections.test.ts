import http from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import { createLogger, serveHttp, type HttpServerHandle } from '@manan/service-kit';
import { createTestSessionAuthority } from '@manan/service-kit/testing';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src';

const authority = createTestSessionAuthority();
const session = authority.token('user-7');

/** What the service behind the gateway saw of each request it was sent. */
interface Seen {
  url: string;
  requestId: string | undefined;
  userId: string | undefined;
  forwardedFor: string | undefined;
}

/** The gateway's log lines, parsed. */
function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ service: 'svc-gateway', level: 'info', destination }) };
}

/** A request as written on the wire: `target` may be an absolute-form URL, which fetch never sends. */
function rawRequest(
  port: number,
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: target, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * Every protection a proxied /api request gets, whichever way the gateway takes it in: routed paths are
 * answered before Express turns their requests into Express requests, an absolute-form target through
 * Express. Each must keep the security headers, the request id, the access log line, the metrics, the
 * path check and the session check.
 */
describe('the protections of a proxied request', () => {
  const seen: Seen[] = [];
  const logs = captureLogs();
  let upstream: HttpServerHandle;
  let gateway: Gateway;
  let server: HttpServerHandle;
  let metrics: HttpServerHandle;

  beforeAll(async () => {
    const app = express();
    app.use((req, res) => {
      seen.push({
        url: req.url,
        requestId: req.headers['x-request-id'] as string | undefined,
        userId: req.headers['x-manan-user-id'] as string | undefined,
        forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
      });
      res.json({ ok: true });
    });
    const silent = createLogger({ service: 'test', level: 'silent' });
    upstream = await serveHttp({ app, port: 0, host: '127.0.0.1', logger: silent, name: 'upstream' });
    const config = gatewayConfigSchema.parse({
      AUTH_SERVICE_URL: upstream.url,
      TRIAGE_SERVICE_URL: upstream.url,
      BILLING_SERVICE_URL: upstream.url,
      SESSION_PUBLIC_KEY: authority.publicKeyPem,
    });
    gateway = createGateway(config, logs.logger);
    server = await serveHttp({ app: gateway.app, port: 0, host: '127.0.0.1', logger: silent, name: 'gw' });
    metrics = await serveHttp({
      app: gateway.metricsApp,
      port: 0,
      host: '127.0.0.1',
      logger: silent,
      name: 'm',
    });
  });

  afterAll(async () => {
    await server.close(100);
    await metrics.close(100);
    await gateway.close();
    await upstream.close(100);
  });

  beforeEach(() => {
    seen.length = 0;
  });

  const expectSecurityHeaders = (headers: Headers | http.IncomingHttpHeaders) => {
    const get = (name: string) =>
      headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined);
    expect(get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(get('x-content-type-options')).toBe('nosniff');
    expect(get('strict-transport-security')).toContain('max-age=');
  };

  it('when a routed path is proxied, then the answer carries the security headers and the request id the service saw', async () => {
    const response = await fetch(`${server.url}/api/cases/case-1`, { headers: { cookie: session.cookie } });
    expect(response.status).toBe(200);
    expectSecurityHeaders(response.headers);
    expect(seen).toEqual([
      {
        url: '/api/cases/case-1',
        requestId: response.headers.get('x-request-id'),
        userId: 'user-7',
        forwardedFor: expect.stringMatching(/127\.0\.0\.1$/),
      },
    ]);
    const kept = await fetch(`${server.url}/api/auth/status`, {
      headers: { 'x-request-id': 'client-id-0001' },
    });
    expect(kept.headers.get('x-request-id')).toBe('client-id-0001');
    expect(seen[1]?.requestId).toBe('client-id-0001');
  });

  it('when a routed path is proxied, then one access line names its method, path (no query), status and duration, and nothing of its cookie or body', async () => {
    const response = await fetch(`${server.url}/api/analyze?code=secret-code`, {
      method: 'POST',
      headers: { cookie: session.cookie, 'content-type': 'application/json', 'x-request-id': 'req-log-0001' },
      body: JSON.stringify({ symptoms: 'patient text' }),
    });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = logs.lines.filter((line) => line.requestId === 'req-log-0001');
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        service: 'svc-gateway',
        method: 'POST',
        path: '/api/analyze',
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('secret-code');
    expect(text).not.toContain('patient text');
    expect(text).not.toContain(session.token);
  });

  it('when a routed path is proxied, then the gateway counts it under its route, never under the raw path', async () => {
    await fetch(`${server.url}/api/cases/case-metrics-1`, { headers: { cookie: session.cookie } });
    await fetch(`${server.url}/api/cases`);
    const text = await (await fetch(`${metrics.url}/metrics`)).text();
    expect(text).toMatch(
      /manan_http_requests_total\{[^}]*route="\/api\/cases"[^}]*status_class="2xx"[^}]*\} [1-9]/,
    );
    expect(text).toMatch(
      /manan_http_requests_total\{[^}]*route="\/api\/cases"[^}]*status_class="4xx"[^}]*\} [1-9]/,
    );
    expect(text).toMatch(/manan_http_request_duration_seconds_count\{[^}]*route="\/api\/cases"/);
    expect(text).not.toContain('case-metrics-1');
  });

  it('when a routed path has a malformed percent-encoding, then 400 with the request id, and the service is never reached', async () => {
    const response = await fetch(`${server.url}/api/cases/%ff`, { headers: { cookie: session.cookie } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string }; requestId: string };
    expect(body.error.code).toBe('REQUEST.MALFORMED_PATH');
    expect(body.requestId).toBe(response.headers.get('x-request-id'));
    expect(seen).toEqual([]);
  });

  it('when the gateway refuses a routed request (no session, too large), then its JSON error carries the request id and the security headers', async () => {
    const unauthenticated = await fetch(`${server.url}/api/cases`, {
      headers: { 'x-request-id': 'req-refused-1' },
    });
    expect(unauthenticated.status).toBe(401);
    expect(await unauthenticated.json()).toMatchObject({
      error: { code: 'AUTH.UNAUTHENTICATED' },
      requestId: 'req-refused-1',
    });
    expect(unauthenticated.headers.get('x-request-id')).toBe('req-refused-1');
    expectSecurityHeaders(unauthenticated.headers);
    const tooLarge = await fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { cookie: session.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ symptoms: 'x'.repeat(1_100_000) }),
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ error: { code: 'REQUEST.TOO_LARGE' } });
    expectSecurityHeaders(tooLarge.headers);
    expect(seen).toEqual([]);
  });

  it('when the request target is in absolute form, then it is proxied with the same protections', async () => {
    const port = new URL(server.url).port;
    const target = `http://127.0.0.1:${port}/api/cases/case-2?x=1`;
    const refused = await rawRequest(Number(port), target);
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused.headers);
    expect(seen).toEqual([]);
    const answered = await rawRequest(Number(port), target, { cookie: session.cookie });
    expect(answered.status).toBe(200);
    expectSecurityHeaders(answered.headers);
    expect(seen).toEqual([
      expect.objectContaining({
        url: '/api/cases/case-2?x=1',
        userId: 'user-7',
        requestId: answered.headers['x-request-id'],
      }),
    ]);
  });
});
