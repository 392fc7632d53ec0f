import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { noHorizontalScroll, openPage, useBrowserAndApp, type App } from './support/browser-fixture';
import { screenshotDir } from './support/embedded-app';
import { newAccount } from './support/shell-session';

const chestPainCase = {
  patientAge: '58',
  chiefComplaint: 'Chest pain',
  symptoms: 'Crushing central chest pain for 40 minutes radiating to the left arm, sweating, nausea',
  vitals: 'BP 150/90, HR 104, RR 22, SpO2 95%, Temp 36.8 C',
  medicalHistory: 'Hypertension, smoker',
  currentMedications: 'Amlodipine',
};

async function signedInPage(browser: Browser, app: App, width: number) {
  const { page, errors } = await openPage(browser, {
    width,
    bypassCsp: true,
    reducedMotion: true,
    at: `${app.url}/`,
    signUp: newAccount('guard'),
  });
  await page.goto(`${app.url}/app`);
  await page.getByTestId('remote-triage').waitFor({ timeout: 15_000 });
  return { page, errors };
}

async function fillCase(page: Page, values: typeof chestPainCase) {
  const form = page.getByRole('form', { name: 'Patient case' });
  await form.getByLabel('Patient age').fill(values.patientAge);
  await form.getByLabel('Gender at birth').selectOption('male');
  await form.getByLabel('Chief complaint').fill(values.chiefComplaint);
  await form.getByLabel('Detailed symptoms').fill(values.symptoms);
  await form.getByLabel('Vital signs and lab values').fill(values.vitals);
  await form.getByLabel(/Medical history/).fill(values.medicalHistory);
  await form.getByLabel(/Current medications/).fill(values.currentMedications);
}

/** Analyses the case and waits for the stored case's analysis to be shown. */
async function analyze(page: Page) {
  await page.getByRole('button', { name: 'Analyze Case' }).click();
  await page.getByTestId('triage-level-badge').waitFor({ timeout: 30_000 });
}

async function storedCases(page: Page, app: App) {
  const response = await page.request.get(`${app.url}/api/cases`);
  expect(response.status()).toBe(200);
  return JSON.stringify(await response.json());
}

describe('the identifier guard in Chromium, against the embedded default', () => {
  const fixture = useBrowserAndApp();

  it('at 1280 px: a pasted note with a name and an MRN is flagged, removed in one click, then analysed; axe-clean', async () => {
    const { page, errors } = await signedInPage(fixture.browser, fixture.app, 1280);
    await fillCase(page, {
      ...chestPainCase,
      symptoms: `Mr Okonkwo, MRN 4827731. ${chestPainCase.symptoms}`,
    });
    const symptoms = page.getByLabel('Detailed symptoms');
    // Found a moment after typing stops, before any submit.
    await page.getByRole('button', { name: 'Not an identifier: Mr Okonkwo' }).waitFor();
    await page.getByRole('button', { name: 'Not an identifier: MRN 4827731' }).waitFor();
    expect(await symptoms.getAttribute('data-identifiers')).toBe('true');
    await page.getByText('2 possible patient identifiers in 1 field', { exact: false }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'identifier-guard-1280.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Remove identifiers' }).click();
    expect(await symptoms.inputValue()).toBe(`[NAME], [MRN]. ${chestPainCase.symptoms}`);
    expect(await page.getByRole('button', { name: /Not an identifier/ }).count()).toBe(0);

    await analyze(page);
    const stored = await storedCases(page, fixture.app);
    expect(stored).toContain('[NAME], [MRN].');
    expect(stored).not.toMatch(/Okonkwo|4827731/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 360 px: a false finding is dismissed and the case analysed with it; one column, no sideways scroll, axe-clean', async () => {
    const { page, errors } = await signedInPage(fixture.browser, fixture.app, 360);
    await fillCase(page, { ...chestPainCase, medicalHistory: 'Hypertension, followed by Dr Foster clinic' });
    await page.getByRole('button', { name: 'Analyze Case' }).click();
    const dismiss = page.getByRole('button', { name: 'Not an identifier: Dr Foster' });
    await dismiss.waitFor();
    expect(
      await page.getByLabel(/Medical history/).evaluate((element) => element === document.activeElement),
    ).toBe(true);
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.screenshot({ path: path.join(screenshotDir, 'identifier-guard-360.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await dismiss.click();
    expect(await page.getByRole('button', { name: 'Remove identifiers' }).count()).toBe(0);
    await analyze(page);
    expect(await storedCases(page, fixture.app)).toContain('followed by Dr Foster clinic');
    expect(errors).toEqual([]);
    await page.close();
  });
});
