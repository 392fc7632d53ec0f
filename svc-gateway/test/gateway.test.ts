import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { createLogger, serveHttp, type HttpServerHandle } from '@manan/service-kit';
import { createTestSessionAuthority, forgedSessionTokens } from '@manan/service-kit/testing';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src';

const logger = createLogger({ service: 'test', level: process.env.GATEWAY_TEST_LOG ?? 'silent' });
const authority = createTestSessionAuthority();
const session = authority.token('user-1');

/** An upstream that reports which service answered, the path, method, body and request id it saw. */
async function fakeUpstream(name: string): Promise<HttpServerHandle> {
  const app = express();
  app.get('/api/slow-check', (_req, res) => void setTimeout(() => res.json({ late: true }), 2_000));
  app.use(express.json());
  app.use(express.raw({ type: 'application/octet-stream', limit: '20mb' }));
  app.use((req, res) => {
    if (req.path === '/api/cases' && req.query.slow) {
      setTimeout(() => res.json({ late: true }), 1_500);
      return;
    }
    res.json({
      service: name,
      path: req.path,
      method: req.method,
      body: Buffer.isBuffer(req.body) ? { bytes: req.body.length } : (req.body ?? null),
      requestId: req.headers['x-request-id'],
      userId: req.headers['x-manan-user-id'] ?? null,
    });
  });
  return serveHttp({ app, port: 0, host: '127.0.0.1', logger, name });
}

function writeFrontEndDist(root: string): void {
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><title>MANAN</title><div id="root"></div>');
  write('shell/dist/main.abc123.js', 'console.log("shell")');
  write('mfe-triage/dist/remoteEntry.js', 'var mfe_triage;');
  write('mfe-account/dist/remoteEntry.js', 'var mfe_account;');
  write('mfe-billing/dist/remoteEntry.js', 'var mfe_billing;');
}

describe('svc-gateway', () => {
  let upstreams: Record<'auth' | 'triage' | 'billing', HttpServerHandle>;
  let gateway: Gateway;
  let server: HttpServerHandle;
  const distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-gateway-'));

  beforeAll(async () => {
    writeFrontEndDist(distRoot);
    upstreams = {
      auth: await fakeUpstream('auth'),
      triage: await fakeUpstream('triage'),
      billing: await fakeUpstream('billing'),
    };
    const config = gatewayConfigSchema.parse({
      AUTH_SERVICE_URL: upstreams.auth.url,
      TRIAGE_SERVICE_URL: upstreams.triage.url,
      BILLING_SERVICE_URL: upstreams.billing.url,
      FRONTEND_DIST_ROOT: distRoot,
      UPSTREAM_TIMEOUT_MS: '500',
      SESSION_PUBLIC_KEY: authority.publicKeyPem,
      ALLOWED_ORIGINS: 'https://manan.example.org',
    });
    gateway = createGateway(config, logger);
    server = await serveHttp({ app: gateway.app, port: 0, host: '127.0.0.1', logger, name: 'gateway' });
  });

  afterAll(async () => {
    await server.close(100);
    await gateway.close();
    await Promise.all(Object.values(upstreams).map((upstream) => upstream.close(100)));
  });

  it.each([
    ['/api/auth/status', 'auth'],
    ['/api/login', 'auth'],
    ['/api/user/settings', 'auth'],
    ['/api/analyze', 'triage'],
    ['/api/cases', 'triage'],
    ['/api/refine-analysis', 'triage'],
    ['/api/user/subscription', 'billing'],
    ['/api/subscription', 'billing'],
    ['/api/create-checkout-session', 'billing'],
    ['/api/webhooks/stripe', 'billing'],
  ])('when the browser calls %s, then %s answers with the path unchanged', async (apiPath, service) => {
    const response = await fetch(`${server.url}${apiPath}`, { headers: { cookie: session.cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ service, path: apiPath });
  });

  it('when a JSON body is posted, then it reaches the service intact', async () => {
    const response = await fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session.cookie },
      body: JSON.stringify({ chiefComplaint: 'Chest pain' }),
    });
    expect(await response.json()).toMatchObject({ method: 'POST', body: { chiefComplaint: 'Chest pain' } });
  });

  it('when a request arrives, then the service sees the same request id the browser gets back', async () => {
    const response = await fetch(`${server.url}/api/cases`, { headers: { cookie: session.cookie } });
    const body = (await response.json()) as { requestId: string };
    expect(body.requestId).toBe(response.headers.get('x-request-id'));
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when an /api path is not routed, then 404 JSON and no upstream is called', async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'ROUTE.NOT_FOUND' } });
  });

  it('when the upstream is slower than its timeout, then 504 with a JSON error', async () => {
    const response = await fetch(`${server.url}/api/cases?slow=1`, { headers: { cookie: session.cookie } });
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: { message: expect.stringContaining('too long') } });
  });

  it('when the manifest is requested, then it lists the three remotes from configuration', async () => {
    const response = await fetch(`${server.url}/mfe/manifest.json`);
    expect(await response.json()).toEqual({
      remotes: {
        triage: { name: 'mfe_triage', entry: '/mfe/triage/remoteEntry.js' },
        account: { name: 'mfe_account', entry: '/mfe/account/remoteEntry.js' },
        billing: { name: 'mfe_billing', entry: '/mfe/billing/remoteEntry.js' },
      },
    });
  });

  it('when a client route is opened, then the shell page is served (SPA fallback), not cached', async () => {
    const response = await fetch(`${server.url}/dashboard`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>MANAN</title>');
  });

  it('when a hashed asset or a remote entry is requested, then it is served with the right caching', async () => {
    const asset = await fetch(`${server.url}/main.abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const remoteEntry = await fetch(`${server.url}/mfe/account/remoteEntry.js`);
    expect(await remoteEntry.text()).toBe('var mfe_account;');
    expect(remoteEntry.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${server.url}/mfe/billing/missing.js`)).status).toBe(404);
  });

  it('when a protected path is called without a session, then 401 and the service is never reached', async () => {
    const response = await fetch(`${server.url}/api/cases`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'AUTH.UNAUTHENTICATED' } });
  });

  it.each(Object.entries(forgedSessionTokens(authority, 'user-1')))(
    'when the session token is forged (%s), then 401',
    async (_name, token) => {
      expect(
        (await fetch(`${server.url}/api/cases`, { headers: { cookie: authority.cookie(token) } })).status,
      ).toBe(401);
    },
  );

  it.each(['/api/auth/status', '/api/login', '/api/register', '/api/webhooks/stripe'])(
    'when the public path %s is called without a session, then it reaches its service',
    async (apiPath) => {
      expect((await fetch(`${server.url}${apiPath}`, { method: 'POST' })).status).toBe(200);
    },
  );

  it('when a client sends identity headers, then they are replaced by the verified identity', async () => {
    const forged = { 'x-manan-user-id': 'someone-else' };
    const anonymous = await fetch(`${server.url}/api/auth/status`, { headers: forged });
    expect(await anonymous.json()).toMatchObject({ userId: null });
    const signedIn = await fetch(`${server.url}/api/cases`, {
      headers: { ...forged, cookie: session.cookie },
    });
    expect(await signedIn.json()).toMatchObject({ userId: 'user-1' });
  });

  it('when a state-changing request with the cookie comes from another site, then 403', async () => {
    const post = (origin: string, apiPath = '/api/analyze') =>
      fetch(`${server.url}${apiPath}`, {
        method: 'POST',
        headers: { cookie: session.cookie, origin, 'content-type': 'application/json' },
        body: '{}',
      });
    const refused = await post('https://evil.example.com');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'REQUEST.CROSS_SITE' } });
    expect((await post(server.url)).status).toBe(200);
    expect((await post('https://manan.example.org')).status).toBe(200);
    expect((await post('https://evil.example.com', '/api/webhooks/stripe')).status).toBe(200);
    const viaReferer = await fetch(`${server.url}/api/logout`, {
      method: 'POST',
      headers: { cookie: session.cookie, referer: 'https://evil.example.com/page' },
    });
    expect(viaReferer.status).toBe(403);
  });

  it('when a body is over 1 MB, or a blood report over 10 MB, then 413; a 5 MB report passes', async () => {
    // Each upload on its own connection: a refused upload leaves its socket unusable for the test client.
    const post = (apiPath: string, bytes: number) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(`${server.url}${apiPath}`, {
          method: 'POST',
          agent: false,
          headers: {
            cookie: session.cookie,
            'content-type': 'application/octet-stream',
            'content-length': bytes,
          },
        });
        request.on('response', (response) => {
          resolve(response.statusCode ?? 0);
          response.resume();
          request.destroy();
        });
        request.on('error', reject);
        request.end(Buffer.alloc(bytes));
      });
    expect(await post('/api/analyze', 1_100_000)).toBe(413);
    expect(await post('/api/parse-blood-report', 5 * 1024 * 1024)).toBe(200);
    expect(await post('/api/parse-blood-report', 11 * 1024 * 1024)).toBe(413);
  });

  it('when any page is served, then it carries a Content-Security-Policy without inline scripts', async () => {
    const response = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('when the upstream is down, then 503 with a JSON error, and /readyz says which', async () => {
    await upstreams.billing.close(100);
    const response = await fetch(`${server.url}/api/subscription`, { headers: { cookie: session.cookie } });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      error: { message: expect.stringContaining('temporarily unavailable') },
    });
    const readiness = await fetch(`${server.url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ checks: { billing: { ok: false }, auth: { ok: true } } });
  });
});
