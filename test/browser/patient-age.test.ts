import path from 'node:path';
import { patientAgeMessages } from '@manan/contracts';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { noHorizontalScroll, openPage, useBrowserAndApp, type App } from './support/browser-fixture';
import { screenshotDir } from './support/embedded-app';
import { newAccount } from './support/shell-session';

const soreThroat = {
  chiefComplaint: 'Sore throat',
  symptoms: 'Sore throat and fever for two days, feeding less',
  vitals: 'HR 130, RR 30, SpO2 98%, Temp 38.2 C',
};

async function signedInPage(browser: Browser, app: App, width: number) {
  const { page, errors } = await openPage(browser, {
    width,
    bypassCsp: true,
    reducedMotion: true,
    at: `${app.url}/`,
    signUp: newAccount('age'),
  });
  await page.goto(`${app.url}/app`);
  await page.getByTestId('remote-triage').waitFor({ timeout: 15_000 });
  return { page, errors };
}

async function fillCase(page: Page, patientAge: string) {
  const form = page.getByRole('form', { name: 'Patient case' });
  await form.getByLabel('Patient age').fill(patientAge);
  await form.getByLabel('Gender at birth').selectOption('female');
  await form.getByLabel('Chief complaint').fill(soreThroat.chiefComplaint);
  await form.getByLabel('Detailed symptoms').fill(soreThroat.symptoms);
  await form.getByLabel('Vital signs and lab values').fill(soreThroat.vitals);
}

describe('the patient age in Chromium, against the embedded default', () => {
  const fixture = useBrowserAndApp();

  it.each([1280, 360])(
    'at %i px: an age no clinician writes is refused on the field (axe-clean, no sideways scroll); "18 months" is analysed and stored as written',
    async (width) => {
      const { page, errors } = await signedInPage(fixture.browser, fixture.app, width);
      await fillCase(page, 'abc');
      await page.getByRole('button', { name: 'Analyze Case' }).click();
      const age = page.getByLabel('Patient age');
      await page.getByText(patientAgeMessages.unreadable).waitFor();
      expect(await age.getAttribute('aria-invalid')).toBe('true');
      expect(await age.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await noHorizontalScroll(page)).toBe(true);
      await page.screenshot({ path: path.join(screenshotDir, `patient-age-${width}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      await age.fill('18 months');
      await page.getByRole('button', { name: 'Analyze Case' }).click();
      await page.getByTestId('triage-level-badge').waitFor({ timeout: 30_000 });
      const cases = (await (await page.request.get(`${fixture.app.url}/api/cases`)).json()) as {
        patientAge: string;
      }[];
      expect(cases.map((stored) => stored.patientAge)).toEqual(['18 months']);
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
