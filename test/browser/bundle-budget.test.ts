import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { useBrowserAndApp } from './support/browser-fixture';
import { repositoryRoot } from './support/embedded-app';
import { newAccount } from './support/shell-session';

/**
 * The JavaScript budget of each route (issue 15): what a cold Chromium downloads, counted as brotli -11
 * sends it (the build writes those files next to each script). Figures are printed on every run.
 * The landing page is over the target of 125 KiB until the Radix primitives and RTK Query leave
 * it (they come with @manan/ui-kit, one shared module), so its budget holds what it weighs today, with
 * a little room, and the target is printed beside it.
 */
const kib = 1024;
const budgets: Record<string, { budget: number; target: number }> = {
  '/': { budget: 125 * kib, target: 125 * kib },
  '/app': { budget: 250 * kib, target: 250 * kib },
  '/dashboard': { budget: 250 * kib, target: 250 * kib },
  '/subscription': { budget: 250 * kib, target: 250 * kib },
};

/** Text only these libraries' code contains (it survives minification): they must not load on `/`. */
const notOnLanding = [
  { what: 'zod', marker: '$ZodType' },
  { what: "the shell's sign-in dialog", marker: 'Welcome to MANAN' },
];

interface Script {
  url: string;
  body: Buffer;
}

const brotli = (body: Buffer) =>
  zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

async function coldScripts(browser: Browser, url: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    const bodies: Array<Promise<Script | undefined>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), body }),
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(bodies)).filter((script): script is Script => script !== undefined);
    return { scripts, finalPath: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

/** The built file a script URL was served from (the shell at /, a remote under /mfe/<name>/). */
function distFile(url: string): string {
  const { pathname } = new URL(url);
  const remote = /^\/mfe\/(triage|account|billing)\/(.+)$/.exec(pathname);
  return remote
    ? path.join(repositoryRoot, `mfe-${remote[1]}`, 'dist', remote[2]!)
    : path.join(repositoryRoot, 'shell/dist', pathname.slice(1));
}

describe('JavaScript per route, cold, in Chromium', () => {
  const fixture = useBrowserAndApp();
  const figures: string[] = [];

  afterAll(() => {
    if (figures.length) console.log(`JavaScript per cold route (brotli):\n${figures.join('\n')}`);
  });

  async function measure(route: string, options: BrowserContextOptions = {}) {
    const { scripts, finalPath } = await coldScripts(fixture.browser, `${fixture.app.url}${route}`, options);
    expect(finalPath).toBe(route);
    const raw = scripts.reduce((sum, script) => sum + script.body.length, 0);
    const compressed = scripts.reduce((sum, script) => sum + brotli(script.body), 0);
    const { budget, target } = budgets[route]!;
    figures.push(
      `  ${route.padEnd(14)} ${(compressed / kib).toFixed(1)} KiB br in ${scripts.length} files (raw ${(raw / kib).toFixed(1)} KiB); budget ${budget / kib} KiB, issue target ${target / kib} KiB${compressed <= target ? '' : ' NOT MET'}`,
    );
    return { scripts, compressed, budget };
  }

  it('when / is opened signed out, then its JavaScript is within budget, without zod or the sign-in dialog', async () => {
    const { scripts, compressed, budget } = await measure('/');
    expect(compressed).toBeLessThanOrEqual(budget);
    for (const { what, marker } of notOnLanding) {
      const carriers = scripts.filter((script) => script.body.includes(marker)).map((script) => script.url);
      expect({ what, loadedBy: carriers }).toEqual({ what, loadedBy: [] });
    }
  });

  it('when each script of / was built, then its .br and .gz were written beside it', async () => {
    const { scripts } = await coldScripts(fixture.browser, `${fixture.app.url}/`);
    for (const { url, body } of scripts.filter((script) => script.body.length >= 1024)) {
      const file = distFile(url);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(body)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(body)).toBe(true);
    }
  });

  it.each(['/app', '/dashboard', '/subscription'])(
    'when %s is opened signed in, then its JavaScript is within budget',
    async (route) => {
      const account = newAccount('budget');
      const registering = await fixture.browser.newContext();
      const answer = await registering.request.post(`${fixture.app.url}/api/register`, {
        headers: { origin: fixture.app.url },
        data: account,
      });
      expect(answer.status()).toBe(201);
      const storageState = await registering.storageState();
      await registering.close();
      const { compressed, budget } = await measure(route, { storageState });
      expect(compressed).toBeLessThanOrEqual(budget);
    },
  );
});
