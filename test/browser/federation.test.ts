import path from 'node:path';
import type { Browser } from 'playwright-core';
import { noHorizontalScroll, openPage as openAppPage, useBrowserAndApp } from './support/browser-fixture';
import { screenshotDir } from './support/embedded-app';
import { newAccount } from './support/shell-session';

/**
 * A signed-in page (most remotes are on protected routes) that records every console error and
 * failed page script, so a test can demand none.
 */
const openPage = (browser: Browser, baseUrl: string, width = 1280) =>
  openAppPage(browser, { width, at: `${baseUrl}/`, signUp: newAccount(), consoleErrors: true });

describe('module federation in Chromium, against the embedded default', () => {
  const fixture = useBrowserAndApp();

  it.each([
    ['/app', 'remote-triage', 'Triage tool'],
    ['/dashboard', 'remote-account', 'Dashboard'],
    ['/subscription', 'remote-billing', 'Subscription Plans'],
  ])(
    'when %s is opened, then the shell renders the %s remote loaded from the manifest',
    async (route, testId, heading) => {
      const { page, errors } = await openPage(fixture.browser, fixture.app.url);
      await page.goto(`${fixture.app.url}${route}`);
      const remote = page.getByTestId(testId);
      await remote.waitFor({ timeout: 15_000 });
      await expect(remote.getByRole('heading', { name: heading }).count()).resolves.toBeGreaterThan(0);
      await page.screenshot({
        path: path.join(screenshotDir, `federation${route.replaceAll('/', '-')}.png`),
        fullPage: true,
      });
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('when moving between remotes with the navigation at 360 px, then each loads in the same document', async () => {
    const { page, errors } = await openPage(fixture.browser, fixture.app.url, 360);
    await page.goto(`${fixture.app.url}/`);
    await page.getByRole('heading', { name: 'MANAN', level: 1 }).waitFor();
    // A full page load would lose this marker; client-side routing keeps it.
    await page.evaluate(() => Object.assign(window, { navigationMarker: 'same-document' }));
    const navigation = page.getByRole('navigation', { name: 'Main' });
    for (const [link, testId] of [
      ['Try Now', 'remote-triage'],
      ['Dashboard', 'remote-account'],
      ['Pricing', 'remote-billing'],
    ] as const) {
      await navigation.getByRole('link', { name: link }).click();
      await page.getByTestId(testId).waitFor({ timeout: 15_000 });
    }
    expect(
      await page.evaluate(() => (window as unknown as { navigationMarker?: string }).navigationMarker),
    ).toBe('same-document');
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a remote that fails to load, in Chromium', () => {
  const fixture = useBrowserAndApp({ MFE_TRIAGE_ENTRY: '/mfe/triage/this-entry-does-not-exist.js' });

  it('when its entry cannot be loaded, then its area shows an error with Retry and the other remotes still work', async () => {
    const { page } = await openPage(fixture.browser, fixture.app.url);
    await page.goto(`${fixture.app.url}/app`);
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    await expect(alert.textContent()).resolves.toContain('could not be loaded');
    await expect(alert.getByRole('button', { name: 'Retry' }).count()).resolves.toBe(1);
    await page.screenshot({ path: path.join(screenshotDir, 'federation-broken-remote.png') });
    await page.goto(`${fixture.app.url}/dashboard`);
    await page.getByTestId('remote-account').waitFor({ timeout: 15_000 });
    await page.close();
  });
});
