import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { apiOperations, errorBodySchema, expressPath } from '@manan/contracts';
import {
  runEmbeddedWithCapturedLogs,
  type AppName,
  type EmbeddedWithLogs,
} from './support/embedded-with-captured-logs';

/** Percent-encodings no UTF-8 decoder accepts: a lone 0xFF byte, and a three-byte sequence cut short. */
const malformedSegments = ['%ff', '%E0%A4%A', 'cs_sandbox_abc%ff'];

interface ParamRoute {
  method: string;
  path: string;
}

/** Every route of an express app (nested routers included) whose path has a parameter. */
function paramRoutesOf(app: Express): ParamRoute[] {
  interface Layer {
    route?: { path: string; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
  }
  const routes: ParamRoute[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        if (!layer.route.path.includes(':')) continue;
        for (const method of Object.keys(layer.route.methods))
          routes.push({ method: method.toUpperCase(), path: layer.route.path });
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return routes;
}

/** The OpenAPI operations with a path parameter, as the services route them. */
const declaredParamRoutes: ParamRoute[] = apiOperations
  .filter((operation) => operation.path.includes('{'))
  .map((operation) => ({ method: operation.method.toUpperCase(), path: expressPath(operation.path) }));

const withParams = (route: string, segment: string) => route.replace(/:[A-Za-z0-9_]+/g, segment);

describe('a path with a malformed percent-encoding, at the gateway and at each service', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-malformed-paths-'));
  let manan: EmbeddedWithLogs;
  const routesBy = {} as Record<AppName, ParamRoute[]>;
  /** A signed-in user's cookie, so no route refuses for want of a session before reading its path. */
  let cookie = '';

  beforeAll(async () => {
    manan = await runEmbeddedWithCapturedLogs(dataDir);
    const registered = await fetch(`${manan.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: manan.url },
      body: JSON.stringify({
        username: 'dr.percent',
        password: 'correct horse',
        email: 'percent@example.org',
      }),
    });
    expect(registered.status).toBe(201);
    cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0]!;
    // Besides the parameter routes, a path no route matches (every /api path is svc-auth's, triage's or
    // billing's; others are the front ends' at the gateway), so a service without parameters is walked too.
    const anyPath = [
      { method: 'GET', path: '/api/:anything' },
      { method: 'GET', path: '/:anything' },
    ];
    for (const name of ['svc-auth', 'svc-triage', 'svc-billing'] as const)
      routesBy[name] = [...paramRoutesOf(manan.apps[name]), ...anyPath];
    // Through the gateway: every route of every service, as the browser would reach it.
    routesBy['svc-gateway'] = [
      ...paramRoutesOf(manan.apps['svc-triage']),
      ...paramRoutesOf(manan.apps['svc-billing']),
      ...paramRoutesOf(manan.apps['svc-auth']),
      ...anyPath,
    ];
  }, 30_000);
  afterAll(async () => {
    await manan.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the services are read for their routes, then every declared operation with a path parameter is among them, and the sandbox checkout', () => {
    expect(declaredParamRoutes.length).toBeGreaterThan(0);
    const found = routesBy['svc-gateway'].map((route) => `${route.method} ${route.path}`);
    for (const route of declaredParamRoutes) expect(found).toContain(`${route.method} ${route.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /billing/sandbox/checkout/:sessionId',
        'POST /billing/sandbox/checkout/:sessionId/pay',
        'POST /billing/sandbox/checkout/:sessionId/cancel',
      ]),
    );
  });

  it.each(['svc-gateway', 'svc-auth', 'svc-triage', 'svc-billing'] as const)(
    'when each route with a path parameter is called at %s with %%ff or %%E0%%A4%%A in it, then it answers 400 REQUEST.MALFORMED_PATH with the usual error body',
    async (name) => {
      const origin = manan.urls[name];
      for (const route of routesBy[name]) {
        for (const segment of malformedSegments) {
          const target = `${origin}${withParams(route.path, segment)}`;
          const response = await fetch(target, {
            method: route.method,
            headers: {
              'content-type': 'application/json',
              origin: manan.url,
              cookie,
              'x-request-id': 'malformed-path-walk',
            },
            ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { body: '{}' }),
          });
          const text = await response.text();
          expect({ target: `${route.method} ${target}`, status: response.status }).toEqual({
            target: `${route.method} ${target}`,
            status: 400,
          });
          expect(response.headers.get('content-type')).toMatch(/^application\/json/);
          const body = errorBodySchema.parse(JSON.parse(text));
          expect(body).toEqual({
            error: {
              code: 'REQUEST.MALFORMED_PATH',
              message: 'The address is not valid: it has a malformed percent-encoding.',
            },
            requestId: 'malformed-path-walk',
          });
        }
      }
    },
    30_000,
  );

  it('when the query string holds a malformed percent-encoding, then the answer is a 4xx, never a 500', async () => {
    for (const origin of [manan.url, manan.urls['svc-triage']]) {
      const response = await fetch(`${origin}/api/cases?cursor=%ff&limit=%E0%A4%A`, {
        headers: { cookie, 'x-request-id': 'malformed-path-walk' },
      });
      expect(response.status).toBe(400);
      expect(errorBodySchema.safeParse(await response.json()).success).toBe(true);
    }
  });

  it('when all those requests were answered, then no line was logged as an error and none holds a stack trace', () => {
    const lines = manan.logLines().map((line) => JSON.parse(line) as Record<string, unknown>);
    const walked = lines.filter((line) => line.requestId === 'malformed-path-walk');
    expect(walked.length).toBeGreaterThan(0);
    for (const line of walked)
      expect(line).toMatchObject({ level: 'info', msg: 'request completed', status: 400 });
    expect(lines.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
    expect(manan.logLines().join('\n')).not.toMatch(/URIError|stack|Failed to decode/);
  });
});
