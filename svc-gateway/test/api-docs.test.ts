import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OpenApiDocument } from '@manan/contracts';
import { createLogger, serveHttp, sessionCookieName, type HttpServerHandle } from '@manan/service-kit';
import { createTestSessionAuthority } from '@manan/service-kit/testing';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src';
import { findApiRoute } from '../src/proxy/api-routes';
import { escapeHtml } from '@manan/service-kit';

const logger = createLogger({ service: 'test', level: process.env.GATEWAY_TEST_LOG ?? 'silent' });

describe('svc-gateway API documentation', () => {
  let gateway: Gateway;
  let server: HttpServerHandle;
  const distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-gateway-docs-'));

  beforeAll(async () => {
    // No upstream runs: the docs must be answered by the gateway itself, before the proxy.
    const nowhere = 'http://127.0.0.1:9';
    const config = gatewayConfigSchema.parse({
      AUTH_SERVICE_URL: nowhere,
      TRIAGE_SERVICE_URL: nowhere,
      BILLING_SERVICE_URL: nowhere,
      FRONTEND_DIST_ROOT: distRoot,
      SESSION_PUBLIC_KEY: createTestSessionAuthority().publicKeyPem,
    });
    gateway = createGateway(config, logger);
    server = await serveHttp({ app: gateway.app, port: 0, host: '127.0.0.1', logger, name: 'gateway' });
  });

  afterAll(async () => {
    await server.close(100);
    await gateway.close();
    fs.rmSync(distRoot, { recursive: true, force: true });
  });

  const fetchDocument = async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    return { response, document: (await response.json()) as OpenApiDocument };
  };

  it('when /api/openapi.json is fetched without a session, then 200 JSON, OpenAPI 3.1, briefly cacheable', async () => {
    const { response, document } = await fetchDocument();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('MANAN API');
  });

  it('when a documented path is looked up in the gateway, then it is routed, and public exactly when documented so', async () => {
    const { document } = await fetchDocument();
    for (const [documentedPath, item] of Object.entries(document.paths)) {
      const route = findApiRoute(documentedPath.replace(/\{[^}]+\}/g, 'x'));
      expect([documentedPath, route?.path !== undefined]).toEqual([documentedPath, true]);
      for (const operation of Object.values(item)) {
        const documentedPublic = operation.security?.length === 0;
        expect([documentedPath, documentedPublic]).toEqual([documentedPath, route?.public === true]);
      }
    }
  });

  it('when the document names the session cookie, then it is the one the gateway reads', async () => {
    const { document } = await fetchDocument();
    expect(document.components.securitySchemes.session?.name).toBe(sessionCookieName);
  });

  it('when /api/docs is opened without a session, then an HTML page lists every path, with no script', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    const { document } = await fetchDocument();
    for (const documentedPath of Object.keys(document.paths)) {
      expect(page).toContain(`<code class="path">${escapeHtml(documentedPath)}</code>`);
    }
    expect(page).toContain('href="/api/openapi.json"');
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('when /api/docs is served, then the gateway CSP is intact (no inline script allowed)', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('when another /api path or method is asked for, then the API still answers 404 JSON', async () => {
    const response = await fetch(`${server.url}/api/docs/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'ROUTE.NOT_FOUND' } });
    expect((await fetch(`${server.url}/api/openapi.json`, { method: 'POST' })).status).toBe(404);
  });
});
