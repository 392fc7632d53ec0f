import path from 'node:path';
import type { Page } from 'playwright-core';
import { noHorizontalScroll, openPage, useBrowserAndApp } from './support/browser-fixture';
import { axeViolations } from './support/axe';
import { screenshotDir } from './support/embedded-app';
import { newAccount } from './support/shell-session';

const soreThroat = {
  patientAge: '30',
  gender: 'female',
  chiefComplaint: 'Sore throat',
  symptoms: 'Sore throat for two days, mild cough, swallowing comfortably',
  vitals: 'BP 118/72, HR 72, RR 14, SpO2 99%, Temp 37.1',
};

async function analyzeThroughTheForm(page: Page) {
  const form = page.getByRole('form', { name: 'Patient case' });
  await form.getByLabel('Patient age').fill(soreThroat.patientAge);
  await form.getByLabel('Gender at birth').selectOption(soreThroat.gender);
  await form.getByLabel('Chief complaint').fill(soreThroat.chiefComplaint);
  await form.getByLabel('Detailed symptoms').fill(soreThroat.symptoms);
  await form.getByLabel('Vital signs and lab values').fill(soreThroat.vitals);
  await page.getByRole('button', { name: 'Analyze Case' }).click();
  await page.getByTestId('triage-level-badge').waitFor({ timeout: 30_000 });
}

describe('deleting an account in Chromium, against the embedded default', () => {
  const fixture = useBrowserAndApp();

  it.each([1280, 360])(
    'at %i px: register, analyse a case, delete the account by typing the username; signed out on the landing page, and the account cannot sign in again',
    async (width) => {
      const account = newAccount('leaving');
      const { page, errors } = await openPage(fixture.browser, {
        width,
        bypassCsp: true,
        reducedMotion: true,
        at: `${fixture.app.url}/`,
        signUp: account,
      });
      await page.goto(`${fixture.app.url}/app`);
      await page.getByTestId('remote-triage').waitFor({ timeout: 15_000 });
      await analyzeThroughTheForm(page);

      await page.goto(`${fixture.app.url}/settings`);
      const section = page.getByRole('region', { name: 'Delete my account' });
      await section.waitFor({ timeout: 15_000 });
      await section.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.waitFor();
      const confirm = dialog.getByRole('button', { name: 'Delete my account' });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel('Username').fill(`${account.username}x`);
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel('Username').fill(account.username);
      expect(await confirm.isEnabled()).toBe(true);
      expect(await noHorizontalScroll(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(screenshotDir, `delete-account-dialog-${width}.png`) });

      await confirm.click();
      await page.getByText('Account Deleted', { exact: true }).waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).waitFor();
      const status = await page.request.get(`${fixture.app.url}/api/auth/status`);
      expect(await status.json()).toMatchObject({ authenticated: false });

      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
      const form = page.getByRole('dialog').getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Username').fill(account.username);
      await form.getByLabel('Password', { exact: true }).fill(account.password);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await form.getByRole('alert').waitFor();
      expect(await form.getByRole('alert').textContent()).toBe('Invalid username or password');
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
