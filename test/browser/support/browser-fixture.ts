import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { screenshotDir, startEmbeddedApp } from './embedded-app';
import { signUpThroughApi, type Account } from './shell-session';

export type App = Awaited<ReturnType<typeof startEmbeddedApp>>;

/**
 * One Chromium and one embedded MANAN for the test file, started before its tests and stopped after.
 * Read `browser` and `app` inside tests (they exist once beforeAll has run).
 */
export function useBrowserAndApp(env: Record<string, string> = {}): {
  readonly browser: Browser;
  readonly app: App;
} {
  const fixture = {} as { browser: Browser; app: App };
  beforeAll(async () => {
    fs.mkdirSync(screenshotDir, { recursive: true });
    [fixture.browser, fixture.app] = await Promise.all([launchChromium(), startEmbeddedApp(env)]);
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.app?.stop();
  });
  return fixture;
}

export interface PageOptions {
  width?: number;
  /** Opens this URL first (the landing page, usually): a sign-up needs a page of the app's origin. */
  at?: string;
  /** Signs this account up through the page once it is open (needs `at`). */
  signUp?: Account;
  /** The gateway's CSP rightly refuses inline scripts, and axe is injected as one: tests that run axe bypass it. */
  bypassCsp?: boolean;
  acceptDownloads?: boolean;
  reducedMotion?: boolean;
  /** Console errors count as errors too (attached after the sign-up), not only uncaught page errors. */
  consoleErrors?: boolean;
}

/** A page 900 px high whose uncaught errors are collected, so a test can demand none. */
export async function openPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({
    viewport: { width: options.width ?? 1280, height: 900 },
    bypassCSP: options.bypassCsp ?? false,
    acceptDownloads: options.acceptDownloads ?? false,
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  if (options.at) await page.goto(options.at);
  if (options.signUp) await signUpThroughApi(page, options.signUp);
  if (options.consoleErrors)
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
  return { page, errors };
}

export const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
