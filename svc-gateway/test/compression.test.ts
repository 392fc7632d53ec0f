import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { createLogger, serveHttp, type HttpServerHandle } from '@manan/service-kit';
import { createTestSessionAuthority } from '@manan/service-kit/testing';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src';
import { preferredCoding } from '../src/compression/accept-encoding';

const logger = createLogger({ service: 'test', level: 'silent' });
const authority = createTestSessionAuthority();
const session = authority.token('user-1');

/** An analysis-sized answer: several KiB of JSON text. */
const analysis = {
  analysis: Array.from(
    { length: 60 },
    (_, index) => `Line ${index}: assess airway, breathing, circulation.`,
  ).join('\n'),
  esiLevel: 3,
};
const sseBody = `data: ${'x'.repeat(2_000)}\n\n`;

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body is read as sent on the wire (fetch would decode it). */
function raw(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

function decode(answer: RawAnswer): string {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8');
  if (coding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

async function upstream(): Promise<HttpServerHandle> {
  const app = express();
  app.use(express.json());
  app.post('/api/analyze', (req, res) => res.json({ ...analysis, received: req.body }));
  app.get('/api/cases', (_req, res) => res.json([{ id: 'small' }]));
  app.get('/api/export/cases', (_req, res) => {
    res.setHeader('content-type', 'text/event-stream');
    res.end(sseBody);
  });
  app.get('/api/export/account', (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('content-encoding', 'gzip');
    res.end(zlib.gzipSync(JSON.stringify(analysis)));
  });
  app.use((_req, res) => res.json(analysis));
  return serveHttp({ app, port: 0, host: '127.0.0.1', logger, name: 'upstream' });
}

function writeDist(root: string, bigScript: string): void {
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  const html = `<!doctype html><title>MANAN</title>${'<p>landing</p>'.repeat(200)}`;
  write('shell/dist/index.html', html);
  write('shell/dist/index.html.br', zlib.brotliCompressSync(html));
  write('shell/dist/main.abc123.js', bigScript);
  write('shell/dist/main.abc123.js.br', zlib.brotliCompressSync(bigScript));
  write('shell/dist/main.abc123.js.gz', zlib.gzipSync(bigScript));
  write('shell/dist/only-gzip.def456.js', bigScript);
  write('shell/dist/only-gzip.def456.js.gz', zlib.gzipSync(bigScript));
  write('shell/dist/plain.fed789.js', bigScript);
  for (const remote of ['mfe-triage', 'mfe-account', 'mfe-billing']) {
    write(`${remote}/dist/remoteEntry.js`, bigScript);
    write(`${remote}/dist/remoteEntry.js.br`, zlib.brotliCompressSync(bigScript));
    write(`${remote}/dist/remoteEntry.js.gz`, zlib.gzipSync(bigScript));
  }
}

describe('svc-gateway compression', () => {
  const bigScript = `console.log(${JSON.stringify('shell '.repeat(2_000))});`;
  const distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-gateway-compression-'));
  let service: HttpServerHandle;
  let gateway: Gateway;
  let server: HttpServerHandle;

  beforeAll(async () => {
    writeDist(distRoot, bigScript);
    service = await upstream();
    const config = gatewayConfigSchema.parse({
      AUTH_SERVICE_URL: service.url,
      TRIAGE_SERVICE_URL: service.url,
      BILLING_SERVICE_URL: service.url,
      FRONTEND_DIST_ROOT: distRoot,
      SESSION_PUBLIC_KEY: authority.publicKeyPem,
    });
    gateway = createGateway(config, logger);
    server = await serveHttp({ app: gateway.app, port: 0, host: '127.0.0.1', logger, name: 'gateway' });
  });

  afterAll(async () => {
    await server.close(100);
    await gateway.close();
    await service.close(100);
    fs.rmSync(distRoot, { recursive: true, force: true });
  });

  describe('Accept-Encoding', () => {
    it.each([
      [undefined, undefined],
      ['', undefined],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.9, br;q=0.5', 'gzip'],
      ['*', 'br'],
      ['*;q=0, identity', undefined],
      ['identity', undefined],
      ['deflate', undefined],
      ['GZIP;Q=0.5', 'gzip'],
    ])('%j → %s', (header, expected) => {
      expect(preferredCoding(header)).toBe(expected);
    });
  });

  describe('static files', () => {
    it('when brotli is accepted, then the .br file is sent with the original type, its own length and ETag, and immutable caching', async () => {
      const brotli = await raw(`${server.url}/main.abc123.js`, {
        headers: { 'accept-encoding': 'gzip, br' },
      });
      const gzip = await raw(`${server.url}/main.abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
      const identity = await raw(`${server.url}/main.abc123.js`);
      const encodedBytes = fs.statSync(path.join(distRoot, 'shell/dist/main.abc123.js.br')).size;

      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotli.headers['content-type']).toBe(identity.headers['content-type']);
      expect(brotli.headers['content-length']).toBe(String(encodedBytes));
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(brotli)).toBe(bigScript);

      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decode(gzip)).toBe(bigScript);

      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers.vary).toMatch(/accept-encoding/i);
      expect(identity.body.toString('utf8')).toBe(bigScript);

      const etags = new Set([brotli.headers.etag, gzip.headers.etag, identity.headers.etag]);
      expect(etags.size).toBe(3);
      const revalidated = await raw(`${server.url}/main.abc123.js`, {
        headers: { 'accept-encoding': 'br', 'if-none-match': brotli.headers.etag! },
      });
      expect(revalidated.status).toBe(304);
    });

    it('when only a .gz exists, or none, then it or the identity file is sent; brotli-only clients get identity', async () => {
      const onlyGzip = await raw(`${server.url}/only-gzip.def456.js`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(onlyGzip.headers['content-encoding']).toBe('gzip');
      expect(decode(onlyGzip)).toBe(bigScript);
      const brotliOnly = await raw(`${server.url}/only-gzip.def456.js`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(brotliOnly.headers['content-encoding']).toBeUndefined();
      expect(brotliOnly.body.toString('utf8')).toBe(bigScript);
      const plain = await raw(`${server.url}/plain.fed789.js`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toBe(bigScript);
    });

    it('when a remote entry or the shell page is fetched compressed, then it is still revalidated (no-cache)', async () => {
      const entry = await raw(`${server.url}/mfe/triage/remoteEntry.js`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(entry.headers['content-encoding']).toBe('br');
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(decode(entry)).toBe(bigScript);

      const page = await raw(`${server.url}/dashboard`, {
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(decode(page)).toContain('<title>MANAN</title>');
    });

    it('when HEAD or a Range is asked of an encoded file, then HEAD has no body and the range is not applied to encoded bytes', async () => {
      const head = await raw(`${server.url}/main.abc123.js`, {
        method: 'HEAD',
        headers: { 'accept-encoding': 'br' },
      });
      expect(head.status).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.body.length).toBe(0);

      const ranged = await raw(`${server.url}/main.abc123.js`, {
        headers: { 'accept-encoding': 'br', range: 'bytes=0-9' },
      });
      expect(ranged.status).toBe(200);
      expect(ranged.headers['accept-ranges']).toBeUndefined();
      expect(decode(ranged)).toBe(bigScript);

      const identityRange = await raw(`${server.url}/main.abc123.js`, { headers: { range: 'bytes=0-9' } });
      expect(identityRange.status).toBe(206);
      expect(identityRange.body.toString('utf8')).toBe(bigScript.slice(0, 10));
    });

    it('when a path tries to leave the dist directory or names a dotfile, then no encoded file is served from there', async () => {
      const outside = path.join(distRoot, 'secret.js');
      fs.writeFileSync(outside, 'secret');
      fs.writeFileSync(`${outside}.br`, zlib.brotliCompressSync('secret'));
      const walked = await raw(`${server.url}/%2e%2e/secret.js`, { headers: { 'accept-encoding': 'br' } });
      expect(decode(walked)).not.toContain('secret');
    });
  });

  describe('API answers', () => {
    const analyze = (acceptEncoding?: string) =>
      raw(`${server.url}/api/analyze`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: session.cookie,
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        },
        body: JSON.stringify({ chiefComplaint: 'Sore throat' }),
      });

    it('when POST /api/analyze accepts br, then the answer is brotli and decodes to the same JSON the service sent', async () => {
      const direct = await raw(`${service.url}/api/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chiefComplaint: 'Sore throat' }),
      });
      const compressed = await analyze('br');
      expect(compressed.status).toBe(200);
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers['content-length']).toBeUndefined();
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.headers['content-type']).toMatch(/^application\/json/);
      expect(compressed.headers['x-content-type-options']).toBe('nosniff');
      expect(compressed.body.length).toBeLessThan(direct.body.length / 3);
      expect(JSON.parse(decode(compressed))).toEqual(JSON.parse(direct.body.toString('utf8')));
    });

    it('when gzip only is accepted, then gzip; when nothing is, then the identity body', async () => {
      const gzip = await analyze('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decode(gzip))).toMatchObject(analysis);
      const identity = await analyze();
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(identity.body.toString('utf8'))).toMatchObject(analysis);
    });

    it('when an answer is under 1 KiB, an event stream or already encoded, then it is passed on as it is', async () => {
      const small = await raw(`${server.url}/api/cases`, {
        headers: { cookie: session.cookie, 'accept-encoding': 'br' },
      });
      expect(small.headers['content-encoding']).toBeUndefined();
      // Compressible, only too small: caches must still keep the answer apart by Accept-Encoding.
      expect(small.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(small.body.toString('utf8'))).toEqual([{ id: 'small' }]);

      const events = await raw(`${server.url}/api/export/cases`, {
        headers: { cookie: session.cookie, 'accept-encoding': 'br' },
      });
      expect(events.headers['content-encoding']).toBeUndefined();
      expect(events.headers.vary ?? '').not.toMatch(/accept-encoding/i);
      expect(events.body.toString('utf8')).toBe(sseBody);

      const encoded = await raw(`${server.url}/api/export/account`, {
        headers: { cookie: session.cookie, 'accept-encoding': 'br' },
      });
      expect(encoded.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decode(encoded))).toEqual(analysis);
    });
  });
});
