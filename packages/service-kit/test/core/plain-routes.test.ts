import http from 'node:http';
import { Writable } from 'node:stream';
import type { RequestHandler } from 'express';
import {
  DomainError,
  createLogger,
  createServiceApp,
  createServiceTelemetry,
  originFormPath,
  serveHttp,
  type EdgeHandler,
  type HttpServerHandle,
} from '../../src';

interface Facts {
  plainNodeRequest: boolean;
  path: string;
  ip: string | undefined;
  protocol: string;
  host: string | undefined;
  requestId: string;
}

const factsOf = (req: Parameters<EdgeHandler>[0]): Facts => ({
  plainNodeRequest: Object.getPrototypeOf(req) === http.IncomingMessage.prototype,
  path: req.path,
  ip: req.ip,
  protocol: req.protocol,
  host: req.host,
  requestId: req.requestId,
});

/**
 * Plain routes are answered before Express sees them: their handlers get Node's own request with the path,
 * address, scheme and host Express would have worked out, after the same request context and path check,
 * and their errors get the error middleware's answer. Anything else is Express's, as before.
 */
describe.each([
  ['no proxy is trusted', [] as string[]],
  ['the peer is a trusted proxy', ['loopback']],
])('plain routes when %s', (_name, trustedProxies) => {
  let handle: HttpServerHandle;
  const lines: Record<string, unknown>[] = [];

  const plain: EdgeHandler = (req, res, next) => {
    if (req.path === '/plain/thrown') throw new Error('thrown detail');
    if (req.path === '/plain/passed')
      return next(new DomainError('AUTH.UNAUTHENTICATED', 'unauthenticated', 'no'));
    if (req.path === '/plain/on') return next();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(factsOf(req)));
  };
  const express: RequestHandler = (req, res, next) => {
    if (!req.path.startsWith('/express')) return next();
    res.json(factsOf(req));
  };

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const logger = createLogger({ service: 'svc-test', level: 'info', destination });
    const app = createServiceApp({
      service: 'svc-test',
      logger,
      readinessChecks: {},
      trustedProxies,
      observability: { telemetry: createServiceTelemetry('svc-test'), publicEdge: true },
      plainRoutes: { accepts: (path) => path.startsWith('/plain'), handlers: [plain] },
      rawRoutes: [express],
      routes: [],
    });
    handle = await serveHttp({ app, port: 0, host: '127.0.0.1', logger, name: 'svc-test' });
  });

  afterAll(() => handle.close(100));

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${handle.url}${path}`, { headers });
    return { response, body: (await response.json()) as Record<string, unknown> };
  };

  it('when a plain route answers, then its handler had a Node request with what an Express request would say', async () => {
    const headers = {
      'x-request-id': 'req-plain-0001',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'manan.example.org',
    };
    const plainAnswer = await get('/plain/facts?x=1', headers);
    const expressAnswer = await get('/express/facts?x=1', headers);
    expect(plainAnswer.body).toEqual({
      ...expressAnswer.body,
      plainNodeRequest: true,
      path: '/plain/facts',
    });
    expect(expressAnswer.body.plainNodeRequest).toBe(false);
    expect(plainAnswer.body.requestId).toBe('req-plain-0001');
    expect(plainAnswer.response.headers.get('x-request-id')).toBe('req-plain-0001');
    const trusted = trustedProxies.length > 0;
    expect(plainAnswer.body).toMatchObject(
      trusted
        ? { ip: '203.0.113.9', protocol: 'https', host: 'manan.example.org' }
        : { ip: expect.stringMatching(/127\.0\.0\.1$/), protocol: 'http', host: new URL(handle.url).host },
    );
  });

  it('when a plain route answers, then the access line is logged as for any request', async () => {
    await get('/plain/facts?secret=1', { 'x-request-id': 'req-plain-0002' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.filter((line) => line.requestId === 'req-plain-0002')).toEqual([
      expect.objectContaining({ msg: 'request completed', method: 'GET', path: '/plain/facts', status: 200 }),
    ]);
  });

  it('when a plain route throws, passes an error on or answers nothing, then the error middleware’s JSON answer is sent', async () => {
    const thrown = await get('/plain/thrown', { 'x-request-id': 'req-plain-0003' });
    expect(thrown.response.status).toBe(500);
    expect(thrown.body).toEqual({
      error: { code: 'INTERNAL', message: expect.any(String) },
      requestId: 'req-plain-0003',
    });
    expect(JSON.stringify(thrown.body)).not.toContain('thrown detail');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      lines.filter((line) => line.requestId === 'req-plain-0003' && line.msg === 'request failed'),
    ).toEqual([expect.objectContaining({ err: expect.objectContaining({ message: 'thrown detail' }) })]);
    const passed = await get('/plain/passed');
    expect(passed.response.status).toBe(401);
    expect(passed.body).toMatchObject({ error: { code: 'AUTH.UNAUTHENTICATED' } });
    const passedOn = await get('/plain/on');
    expect(passedOn.response.status).toBe(404);
    expect(passedOn.body).toMatchObject({ error: { code: 'ROUTE.NOT_FOUND' } });
  });

  it('when a plain path has a malformed percent-encoding, then the path check answers before its handler', async () => {
    const malformed = await get('/plain/%ff');
    expect(malformed.response.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: { code: 'REQUEST.MALFORMED_PATH' } });
  });

  it('when a path is not a plain one, then Express answers it as before', async () => {
    expect((await get('/express/facts')).body.plainNodeRequest).toBe(false);
    expect((await get('/healthz')).response.status).toBe(200);
    expect((await get('/nowhere')).response.status).toBe(404);
  });
});

describe('the path of a request target', () => {
  it('when the target is in origin form, then the path is all before the query; otherwise Express reads it', () => {
    expect(originFormPath('/api/cases/1?x=1?y')).toBe('/api/cases/1');
    expect(originFormPath('/api/cases')).toBe('/api/cases');
    expect(originFormPath('/')).toBe('/');
    for (const target of ['http://host/api/cases', '*', '', '/api/a b', '/api/a#b', '/api/a?b#c', '/a\tb'])
      expect(originFormPath(target)).toBeUndefined();
  });
});
