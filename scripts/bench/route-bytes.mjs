// JavaScript bytes a cold browser downloads per route: every script response of a first visit (empty
// cache), counted raw and as gzip -9 and brotli -11 would send it, whatever the server actually sent.
// Signed-in routes are loaded by a user registered through /api/register just before.
//   node scripts/bench/route-bytes.mjs http://127.0.0.1:8105
import fs from 'node:fs';
import { URL, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

export const publicRoutes = ['/'];
export const signedInRoutes = ['/app', '/dashboard', '/subscription'];

/** The targets, in brotli bytes. */
export const brotliTargets = { landing: 125 * 1024, signedIn: 250 * 1024 };

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchChromium() {
  if (!fs.existsSync(chromiumPath)) throw new Error(`Chromium is not installed at ${chromiumPath}`);
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function compressedSizes(body) {
  return {
    rawBytes: body.length,
    gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
    brotliBytes: zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length,
  };
}

/** A session cookie for a new user, as the page's own fetch would get it. */
async function registerUser(browser, baseUrl) {
  const context = await browser.newContext();
  try {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const response = await context.request.post(new URL('/api/register', baseUrl).href, {
      headers: { origin: new URL(baseUrl).origin },
      data: {
        username: `bench-${suffix}`,
        email: `bench-${suffix}@example.org`,
        password: 'correct-horse-1',
      },
    });
    if (response.status() !== 201) throw new Error(`POST /api/register answered ${response.status()}`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** One cold load (fresh context: no cache) of `route`; the JS it fetched, file by file. */
export async function loadScripts(browser, baseUrl, route, storageState) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), body }),
          () => undefined,
        ),
      );
    });
    await page.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(bodies)).filter(Boolean);
    return { finalPath: new URL(page.url()).pathname, scripts };
  } finally {
    await context.close();
  }
}

/** Rows `{ route, files, rawBytes, gzipBytes, brotliBytes }` for `/` signed out and each signed-in route. */
export async function measureRouteBytes(baseUrl) {
  const browser = await launchChromium();
  try {
    const session = await registerUser(browser, baseUrl);
    const plan = [
      ...publicRoutes.map((route) => ({ route, session: undefined })),
      ...signedInRoutes.map((route) => ({ route, session })),
    ];
    const rows = [];
    for (const { route, session: state } of plan) {
      const { finalPath, scripts } = await loadScripts(browser, baseUrl, route, state);
      if (finalPath !== route) throw new Error(`${route} ended at ${finalPath}: was the user signed in?`);
      const row = { route, files: scripts.length, rawBytes: 0, gzipBytes: 0, brotliBytes: 0 };
      for (const { body } of scripts) {
        const sizes = compressedSizes(body);
        row.rawBytes += sizes.rawBytes;
        row.gzipBytes += sizes.gzipBytes;
        row.brotliBytes += sizes.brotliBytes;
      }
      rows.push(row);
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** For scripts/bench/run.mjs: its `{ url }` in, its table rows out. */
export default async function routeBytesRows({ url }) {
  const rows = await measureRouteBytes(url);
  return rows.map(({ route, files, rawBytes, gzipBytes, brotliBytes }) => {
    const target = route === '/' ? brotliTargets.landing : brotliTargets.signedIn;
    return {
      what: `JS on cold ${route}${route === '/' ? '' : ' (signed in)'}`,
      measured: `${kib(brotliBytes)} br in ${files} files`,
      reference: `raw ${kib(rawBytes)}, gzip ${kib(gzipBytes)}`,
      target: `≤ ${kib(target)} br`,
      pass: brotliBytes <= target,
    };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8080';
  const rows = await measureRouteBytes(baseUrl);
  console.log(
    `JS per cold route at ${baseUrl} (targets: / ≤ ${kib(brotliTargets.landing)} br, signed in ≤ ${kib(brotliTargets.signedIn)} br)`,
  );
  console.table(
    rows.map((row) => ({
      ...row,
      raw: kib(row.rawBytes),
      gzip: kib(row.gzipBytes),
      brotli: kib(row.brotliBytes),
    })),
  );
}
