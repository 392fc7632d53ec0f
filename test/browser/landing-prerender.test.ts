import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { useBrowserAndApp } from './support/browser-fixture';
import { screenshotDir } from './support/embedded-app';
import { newAccount } from './support/shell-session';

/**
 * Issue 15: the landing page is in the HTML served at `/` (rendered by the shell's build), so it paints
 * before the script has arrived; React then adopts that markup. Only `/` carries it.
 */
const heroText = 'Clinical triage support for clinicians and trainees';

interface PageRecord {
  /** #main's markup and its h1 node when the HTML was parsed, before any script ran. */
  parsed?: { mainMarkup: string; heading: Element | null };
  /** Whether a visible Sign In was ever shown in the main navigation. */
  sawSignIn: boolean;
}

/** Runs in the page before its scripts: keeps what the HTML alone showed, and watches the navigation. */
function recordLanding() {
  const record: PageRecord = { sawSignIn: false };
  (window as unknown as { __landing: PageRecord }).__landing = record;
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive' || record.parsed) return;
    record.parsed = {
      mainMarkup: document.querySelector('main')?.innerHTML ?? '',
      heading: document.querySelector('h1'),
    };
  });
  const watch = () => {
    for (const button of document.querySelectorAll('nav[aria-label="Main"] button'))
      if (button.textContent === 'Sign In' && getComputedStyle(button).visibility === 'visible')
        record.sawSignIn = true;
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

async function openLanding(browser: Browser, url: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // React reports a hydration that failed, and Chromium a refused inline script or style, as console errors.
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  if (options.javaScriptEnabled !== false) await page.addInitScript(recordLanding);
  await page.goto(url);
  return { page, problems, close: () => context.close() };
}

const withoutTextSeparators = (markup: string) => markup.replaceAll('<!-- -->', '');

describe('the landing page rendered by the build', () => {
  const fixture = useBrowserAndApp();

  it('when / is opened with JavaScript off, then the landing page is there and styled, with no Sign In shown; no other route has it', async () => {
    const { page, close } = await openLanding(fixture.browser, `${fixture.app.url}/`, {
      javaScriptEnabled: false,
    });
    const heading = page.getByRole('heading', { level: 1, name: 'MANAN' });
    expect(await heading.isVisible()).toBe(true);
    expect(await page.getByText(heroText).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Try for free' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'How it works' }).isVisible()).toBe(true);
    // The page's styles came with the HTML: the hero's heading is 2.5rem, not the browser's 2em.
    expect(await heading.evaluate((element) => getComputedStyle(element).fontSize)).toBe('40px');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    expect(await navigation.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    await page.screenshot({ path: path.join(screenshotDir, 'landing-without-javascript.png') });

    for (const route of ['/app', '/dashboard', '/subscription', '/no-such-page']) {
      await page.goto(`${fixture.app.url}${route}`);
      expect({ route, root: await page.locator('#root').innerHTML() }).toEqual({ route, root: '' });
    }
    await close();
  });

  it('with JavaScript, React adopts the markup as it is (same nodes), within the CSP, and Sign In opens the dialog', async () => {
    const { page, problems, close } = await openLanding(fixture.browser, `${fixture.app.url}/`);
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Welcome to MANAN' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const adopted = await page.evaluate(() => {
      const { parsed } = (window as unknown as { __landing: PageRecord }).__landing;
      return {
        parsedHeading: Boolean(parsed?.heading),
        sameHeading: parsed?.heading === document.querySelector('h1'),
        parsedMain: parsed?.mainMarkup ?? '',
        main: document.querySelector('main')?.innerHTML ?? '',
      };
    });
    expect(adopted.parsedHeading).toBe(true);
    expect(adopted.sameHeading).toBe(true);
    expect(adopted.main).toBe(adopted.parsedMain);

    // Rendered afresh by the browser (away and back), the page has the same markup and class names:
    // the build named every styled component as the browser bundle does.
    const freshMain = await freshlyRenderedMain(page);
    expect(withoutTextSeparators(freshMain)).toBe(withoutTextSeparators(adopted.parsedMain));
    expect(problems).toEqual([]);
    await close();
  });

  it('when a signed-in user opens /, then Sign In is never shown, and their menu comes once the session is known', async () => {
    const registering = await fixture.browser.newContext();
    const answer = await registering.request.post(`${fixture.app.url}/api/register`, {
      headers: { origin: fixture.app.url },
      data: newAccount('landing'),
    });
    expect(answer.status()).toBe(201);
    const storageState = await registering.storageState();
    await registering.close();

    const { page, problems, close } = await openLanding(fixture.browser, `${fixture.app.url}/`, {
      storageState,
    });
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('button', { name: /account menu/ }).waitFor();
    expect(await navigation.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { __landing: PageRecord }).__landing.sawSignIn),
    ).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });
});

/** Leaves `/` for a page the shell renders itself, comes back, and reads #main as React rendered it. */
async function freshlyRenderedMain(page: Page): Promise<string> {
  await page.evaluate(() => {
    history.pushState(null, '', '/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('heading', { level: 1, name: 'MANAN' }).waitFor({ state: 'detached' });
  await page.evaluate(() => history.back());
  await page.getByRole('heading', { level: 1, name: 'MANAN' }).waitFor();
  return page.evaluate(() => document.querySelector('main')?.innerHTML ?? '');
}
