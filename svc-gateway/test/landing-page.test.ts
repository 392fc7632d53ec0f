import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { staticFrontEnds } from '../src/web/static-front-ends';

/**
 * The shell's build renders the landing page into landing.html (issue 15: painted before any script).
 * It belongs at `/` alone: any other route showing it would paint the landing page first.
 */
describe('static front ends: the rendered landing page', () => {
  const distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-landing-'));
  const emptyPage = '<!doctype html><title>MANAN</title><div id="root"></div>';
  const landingPage = `<!doctype html><title>MANAN</title><div id="root" data-prerendered-path="/"><h1>MANAN</h1>${'<p>landing</p>'.repeat(100)}</div>`;
  let server: ReturnType<express.Express['listen']>;
  let url: string;

  beforeAll(async () => {
    const write = (file: string, content: string | Buffer) => {
      fs.mkdirSync(path.dirname(path.join(distRoot, file)), { recursive: true });
      fs.writeFileSync(path.join(distRoot, file), content);
    };
    write('shell/dist/index.html', emptyPage);
    write('shell/dist/landing.html', landingPage);
    write('shell/dist/landing.html.br', zlib.brotliCompressSync(landingPage));
    for (const remote of ['mfe-triage', 'mfe-account', 'mfe-billing'])
      write(`${remote}/dist/remoteEntry.js`, '');
    const app = express();
    app.use(staticFrontEnds(distRoot));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(distRoot, { recursive: true, force: true });
  });

  const open = (route: string, encoding = 'identity') =>
    fetch(`${url}${route}`, { headers: { accept: 'text/html', 'accept-encoding': encoding } });

  it('when / is opened, then landing.html is sent, revalidated (no-cache), brotli when accepted; any other route gets the empty index.html', async () => {
    const plain = await open('/');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(await plain.text()).toBe(landingPage);
    const compressed = await open('/?from=mail', 'br');
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toBe(landingPage);

    for (const route of ['/app', '/dashboard', '/subscription', '/no-such-page']) {
      const answer = await open(route, 'br, gzip');
      expect({
        route,
        status: answer.status,
        cache: answer.headers.get('cache-control'),
        body: await answer.text(),
      }).toEqual({
        route,
        status: 200,
        cache: 'no-cache',
        body: emptyPage,
      });
    }
  });

  it('when landing.html itself is asked for, then it is revalidated like index.html, not cached for a year', async () => {
    const answer = await open('/landing.html');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });
});
