import path from 'node:path';
import type { Browser } from 'playwright-core';
import { noHorizontalScroll, openPage as openAppPage, useBrowserAndApp } from './support/browser-fixture';
import { screenshotDir } from './support/embedded-app';
import { newAccount } from './support/shell-session';
import { axeViolations } from './support/axe';

const openPage = (browser: Browser, width: number) => openAppPage(browser, { width, bypassCsp: true });

describe('the shell in Chromium, against the embedded default', () => {
  const fixture = useBrowserAndApp();

  it.each([360, 1280])(
    'the landing page and the open dialog at %i px: axe-clean, no horizontal scroll',
    async (width) => {
      const { page, errors } = await openPage(fixture.browser, width);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${fixture.app.url}/`);
      await page.getByRole('heading', { level: 1, name: 'MANAN' }).waitFor();
      await page.getByRole('heading', { name: 'How it works' }).waitFor();
      expect(await noHorizontalScroll(page)).toBe(true);
      await page.screenshot({ path: path.join(screenshotDir, `shell-landing-${width}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
      const dialog = page.getByRole('dialog', { name: 'Welcome to MANAN' });
      await dialog.waitFor();
      await page.screenshot({ path: path.join(screenshotDir, `shell-dialog-${width}.png`) });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('Continue with Google is disabled with an explanation when Google is not configured', async () => {
    const { page } = await openPage(fixture.browser, 1280);
    await page.goto(`${fixture.app.url}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Try Now' }).click();
    const google = page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' });
    await google.waitFor();
    expect(await google.isDisabled()).toBe(true);
    expect(await page.getByRole('dialog').textContent()).toContain(
      'Google sign-in is not available on this server',
    );
    await page.close();
  });

  it('landing → sign up → /app with the toast; sign out → a protected route redirects to /', async () => {
    const { page, errors } = await openPage(fixture.browser, 1280);
    const account = newAccount();
    await page.goto(`${fixture.app.url}/`);
    await page.getByRole('button', { name: 'Try for free' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to MANAN' });
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    const form = dialog.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Username').fill(account.username);
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByLabel('Confirm password').fill(account.password);
    await form.getByRole('button', { name: 'Sign Up' }).click();

    await page.getByText('Registration Successful', { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByTestId('remote-triage').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/app');
    expect(await dialog.count()).toBe(0);
    await page.screenshot({ path: path.join(screenshotDir, 'shell-signed-up-app.png') });

    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByText('Session Ended', { exact: true }).waitFor();
    await page.waitForURL(`${fixture.app.url}/`);

    await page.goto(`${fixture.app.url}/dashboard`);
    await page.waitForURL(`${fixture.app.url}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('signing in with a wrong password shows the server text in the dialog', async () => {
    const { page } = await openPage(fixture.browser, 1280);
    await page.goto(`${fixture.app.url}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
    const form = page.getByRole('dialog').getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Username').fill('nobody-here');
    await form.getByLabel('Password', { exact: true }).fill('wrong-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await form.getByRole('alert').waitFor();
    expect(await form.getByRole('alert').textContent()).toBe('Invalid username or password');
    await page.close();
  });
});
