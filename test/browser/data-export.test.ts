import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import type { AccountExport, BillingExport, CaseDetail, FhirBundleFrame } from '@manan/contracts';
import { noHorizontalScroll, openPage, useBrowserAndApp, type App } from './support/browser-fixture';
import { repositoryRoot, screenshotDir } from './support/embedded-app';
import { newAccount } from './support/shell-session';

/** Three case forms from the evaluation vignettes. */
const vignettes = fs
  .readFileSync(path.join(repositoryRoot, '../shared/eval/triage-vignettes.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .slice(0, 3)
  .map((line) => (JSON.parse(line) as { case: Record<string, string> }).case);

/** A new user, signed up in a page of their own, with `forms` analysed; their case ids. */
async function userWithCases(browser: Browser, app: App, forms: Array<Record<string, string>>, width = 1280) {
  const account = newAccount('exporter');
  const { page, errors } = await openPage(browser, {
    width,
    acceptDownloads: true,
    reducedMotion: true,
    at: `${app.url}/`,
    signUp: account,
  });
  const caseIds: string[] = [];
  for (const form of forms) {
    const response = await page.request.post(`${app.url}/api/analyze`, {
      data: form,
      headers: { origin: app.url },
    });
    expect(response.status()).toBe(200);
    caseIds.push(((await response.json()) as { caseId: string }).caseId);
  }
  return { page, errors, account, caseIds };
}

async function openSettings(page: Page, app: App) {
  await page.goto(`${app.url}/settings`);
  await page.getByTestId('remote-account').getByRole('heading', { level: 1, name: 'Settings' }).waitFor({
    timeout: 15_000,
  });
}

describe('"Download my data" on /settings, in Chromium against the embedded default', () => {
  const fixture = useBrowserAndApp();

  it("downloads one ZIP with the user's account, subscription and cases (each also as FHIR), and nothing of another user's", async () => {
    const other = await userWithCases(fixture.browser, fixture.app, [vignettes[2]!]);
    const me = await userWithCases(fixture.browser, fixture.app, vignettes.slice(0, 2));
    await openSettings(me.page, fixture.app);

    const button = me.page.getByRole('button', { name: 'Download my data' });
    const [download] = await Promise.all([me.page.waitForEvent('download'), button.click()]);
    await me.page.getByText('Your data is ready', { exact: true }).waitFor();
    expect(download.suggestedFilename()).toMatch(/^manan-data-\d{4}-\d{2}-\d{2}\.zip$/);

    const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    const json = <T>(name: string) => JSON.parse(strFromU8(files[name]!)) as T;
    const caseFiles = Object.keys(files).filter((name) => name.startsWith('cases/'));
    expect(caseFiles.sort()).toEqual(me.caseIds.map((id) => `cases/${id}.json`).sort());
    expect(
      Object.keys(files)
        .filter((name) => name.startsWith('fhir/'))
        .sort(),
    ).toEqual(me.caseIds.map((id) => `fhir/${id}.json`).sort());
    expect(json<AccountExport>('account.json').account).toMatchObject({
      username: me.account.username,
      email: me.account.email,
      signInMethods: ['password'],
    });
    expect(json<BillingExport>('subscription.json').usage.currentMonth).toMatchObject({ used: 2, limit: 20 });
    const chestPain = caseFiles
      .map((name) => json<CaseDetail>(name))
      .find((exported) => exported.chiefComplaint === vignettes[0]!.chiefComplaint);
    expect(chestPain?.result).toMatchObject({ level: expect.any(String), esi: expect.any(Number) });
    const bundle = json<FhirBundleFrame>(`fhir/${me.caseIds[0]}.json`);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(bundle.entry.map((entry) => entry.resource.resourceType)).toContain('RiskAssessment');

    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toContain(other.caseIds[0]);
    expect(everything).not.toContain(other.account.username);
    expect(everything).not.toContain(other.account.email);
    expect(everything).not.toContain(me.account.password);
    expect(everything).not.toContain(vignettes[2]!.chiefComplaint);
    expect(me.errors).toEqual([]);
    await me.page.close();
    await other.page.close();
  });

  it('at 360 px the control fits and the download works', async () => {
    const me = await userWithCases(fixture.browser, fixture.app, [vignettes[0]!], 360);
    await openSettings(me.page, fixture.app);
    const button = me.page.getByRole('button', { name: 'Download my data' });
    await button.scrollIntoViewIfNeeded();
    expect(await noHorizontalScroll(me.page)).toBe(true);
    await me.page.screenshot({
      path: path.join(screenshotDir, 'account-settings-download-360.png'),
      fullPage: true,
    });
    const [download] = await Promise.all([me.page.waitForEvent('download'), button.click()]);
    const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    expect(Object.keys(files)).toContain(`fhir/${me.caseIds[0]}.json`);
    await me.page.close();
  });
});
