// Largest and first contentful paint of the landing page, cold, on Chromium emulating a slow phone
// (CDP: 1.6 Mbps down, 750 Kbps up, 150 ms round trip, CPU 4× slower); the median of three loads.
//   node scripts/bench/landing-lcp.mjs http://127.0.0.1:8105
/* global window, PerformanceObserver -- recordPaints runs in the page, not in Node. */
import { URL, pathToFileURL } from 'node:url';
import { launchChromium } from './route-bytes.mjs';

export const lcpTargetMs = 2500;
const loads = 3;

const slowPhone = {
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1_000_000) / 8,
    uploadThroughput: (750 * 1_000) / 8,
  },
  cpuSlowdown: 4,
};

/** Runs in the page before any of its scripts: keeps the paints as the browser reports them. */
function recordPaints() {
  const paints = { lcp: undefined, fcp: undefined };
  window.__paints = paints;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) paints.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

async function coldLoad(browser, baseUrl) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    isMobile: true,
    deviceScaleFactor: 2,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', slowPhone.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
    await page.addInitScript(recordPaints);
    await page.goto(new URL('/', baseUrl).href, { waitUntil: 'networkidle', timeout: 60_000 });
    // Under the CPU slowdown the page may still be rendering when the network goes quiet: wait for a
    // first LCP entry, then a moment more, since a later, larger paint would still count.
    await page.waitForFunction(() => window.__paints.lcp !== undefined, null, { timeout: 30_000 });
    await page.waitForTimeout(1_000);
    const paints = await page.evaluate(() => window.__paints);
    if (paints.lcp === undefined || paints.fcp === undefined)
      throw new Error('Chromium reported no LCP or FCP');
    return { lcpMs: paints.lcp, fcpMs: paints.fcp };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `{ lcpMs, fcpMs }`: the median of three cold loads of `/` under the slow-phone profile. */
export async function measureLandingLcp(baseUrl) {
  const browser = await launchChromium();
  try {
    const samples = [];
    for (let load = 0; load < loads; load += 1) samples.push(await coldLoad(browser, baseUrl));
    return {
      lcpMs: Math.round(median(samples.map((sample) => sample.lcpMs))),
      fcpMs: Math.round(median(samples.map((sample) => sample.fcpMs))),
    };
  } finally {
    await browser.close();
  }
}

/** For scripts/bench/run.mjs: its `{ url }` in, its table rows out. */
export default async function landingLcpRows({ url }) {
  const { lcpMs, fcpMs } = await measureLandingLcp(url);
  return [
    {
      what: 'LCP, landing, slow phone (median of 3)',
      measured: `${lcpMs} ms`,
      reference: `FCP ${fcpMs} ms`,
      target: `≤ ${lcpTargetMs} ms`,
      pass: lcpMs <= lcpTargetMs,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8080';
  const { lcpMs, fcpMs } = await measureLandingLcp(baseUrl);
  console.log(
    `Landing at ${baseUrl}, slow phone (1.6 Mbps/750 Kbps, 150 ms RTT, CPU ×4), median of ${loads} cold loads: LCP ${lcpMs} ms, FCP ${fcpMs} ms (target LCP ≤ ${lcpTargetMs} ms)`,
  );
}
