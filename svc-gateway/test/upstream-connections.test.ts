import http from 'node:http';
import express from 'express';
import { createLogger, serveHttp, type HttpServerHandle } from '@manan/service-kit';
import { createTestSessionAuthority } from '@manan/service-kit/testing';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src';
import { parsedTarget } from '../src/proxy/upstream-proxy';

const logger = createLogger({ service: 'test', level: 'silent' });
const authority = createTestSessionAuthority();
const session = authority.token('user-1');

/**
 * An upstream that counts the TCP connections it accepted and answers with the bytes it received and the
 * identity headers it was given.
 */
async function countingUpstream(): Promise<{ server: HttpServerHandle; connections: () => number }> {
  let accepted = 0;
  const app = express();
  app.use((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () =>
      res.json({
        path: req.path,
        bytes,
        userId: req.get('x-manan-user-id') ?? null,
        sessionId: req.get('x-manan-session-id') ?? null,
      }),
    );
  });
  const server = await serveHttp({ app, port: 0, host: '127.0.0.1', logger, name: 'upstream' });
  server.server.on('connection', () => (accepted += 1));
  return { server, connections: () => accepted };
}

/** A request on a connection of its own, with a body sent in chunks and no declared length. */
function postChunked(url: string, chunks: Buffer[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { cookie: session.cookie, 'content-type': 'application/octet-stream' },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // The gateway may answer 413 and close before the whole body is written.
    request.on('error', (error: NodeJS.ErrnoException) =>
      ['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error),
    );
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

describe('svc-gateway and its upstream connections', () => {
  let upstream: Awaited<ReturnType<typeof countingUpstream>>;
  let gateway: Gateway;
  let server: HttpServerHandle;

  beforeAll(async () => {
    upstream = await countingUpstream();
    gateway = createGateway(
      gatewayConfigSchema.parse({
        AUTH_SERVICE_URL: upstream.server.url,
        TRIAGE_SERVICE_URL: upstream.server.url,
        BILLING_SERVICE_URL: upstream.server.url,
        SESSION_PUBLIC_KEY: authority.publicKeyPem,
      }),
      logger,
    );
    server = await serveHttp({ app: gateway.app, port: 0, host: '127.0.0.1', logger, name: 'gateway' });
  });

  afterAll(async () => {
    await server.close(100);
    await gateway.close();
    await upstream.server.close(100);
  });

  it('when requests follow one another, then they all travel on one upstream connection', async () => {
    const before = upstream.connections();
    for (let index = 0; index < 10; index += 1) {
      const response = await fetch(`${server.url}/api/auth/status`);
      expect(await response.json()).toMatchObject({ path: '/api/auth/status' });
    }
    expect(upstream.connections() - before).toBeLessThanOrEqual(1);
  });

  it('when bursts of requests come in parallel, then no more connections are opened than were ever in use at once', async () => {
    const burst = () =>
      Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(`${server.url}/api/cases`, { headers: { cookie: session.cookie } }).then((response) =>
            response.json(),
          ),
        ),
      );
    const before = upstream.connections();
    for (let round = 0; round < 5; round += 1) await burst();
    // 40 requests, at most 8 at a time: without pooled keep-alive connections there would be 40.
    expect(upstream.connections() - before).toBeLessThanOrEqual(8);
  });

  it('when users take turns on one pooled upstream connection, then each request carries its own identity and no other', async () => {
    const otherSession = authority.token('user-2');
    const turns = [
      { cookie: session.cookie, claimed: undefined, expected: ['user-1', session.sessionId] },
      // A client's own identity headers are dropped, whatever the connection carried before.
      { cookie: otherSession.cookie, claimed: 'user-1', expected: ['user-2', otherSession.sessionId] },
      // A public path is proxied without any identity, even right after a signed-in request.
      { cookie: undefined, claimed: 'user-2', expected: [null, null], path: '/api/auth/status' },
    ];
    const before = upstream.connections();
    for (let round = 0; round < 3; round += 1) {
      for (const { cookie, claimed, expected, path = '/api/cases' } of turns) {
        const headers: Record<string, string> = {};
        if (cookie) headers.cookie = cookie;
        if (claimed) headers['x-manan-user-id'] = claimed;
        const answer = (await (await fetch(`${server.url}${path}`, { headers })).json()) as {
          userId: string | null;
          sessionId: string | null;
        };
        expect([answer.userId, answer.sessionId]).toEqual(expected);
      }
    }
    // Two upstreams here (the public path is svc-auth's, the others svc-triage's), one connection each.
    expect(upstream.connections() - before).toBeLessThanOrEqual(2);
  });

  it('when a body without a declared length stays under the limit, then it reaches the service whole', async () => {
    const answer = await postChunked(`${server.url}/api/analyze`, [Buffer.alloc(1000), Buffer.alloc(500)]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ path: '/api/analyze', bytes: 1500 });
  });

  it('when a body without a declared length grows over the limit, then 413', async () => {
    const chunks = Array.from({ length: 20 }, () => Buffer.alloc(64 * 1024));
    const answer = await postChunked(`${server.url}/api/analyze`, chunks);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'REQUEST.TOO_LARGE' } });
  });
});

describe('the upstream address as the proxy reads it', () => {
  it.each([
    ['http://127.0.0.1:4001', { hostname: '127.0.0.1', port: '4001', host: '127.0.0.1:4001', path: '/' }],
    ['http://[::1]:4002', { hostname: '::1', port: '4002', host: '[::1]:4002', path: '/' }],
    ['http://svc-auth:4001/base', { hostname: 'svc-auth', port: '4001', path: '/base' }],
  ])('when the upstream is %s, then it is read once as %o', (url, expected) => {
    expect(parsedTarget(url)).toMatchObject({ protocol: 'http:', ...expected });
  });
});
