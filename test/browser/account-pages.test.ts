import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { noHorizontalScroll, openPage, useBrowserAndApp, type App } from './support/browser-fixture';
import { repositoryRoot, screenshotDir } from './support/embedded-app';
import { readPdf } from './support/read-pdf';
import { newAccount } from './support/shell-session';
import { axeViolations } from './support/axe';

/** Two case forms from the evaluation vignettes: chest pain (58) and anaphylaxis (24). */
const vignettes = fs
  .readFileSync(path.join(repositoryRoot, '../shared/eval/triage-vignettes.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .slice(0, 2)
  .map((line) => (JSON.parse(line) as { case: Record<string, string> }).case);

/** A new user, signed up, with the two vignettes analysed through POST /api/analyze. */
async function signedInWithTwoAnalyses(browser: Browser, app: App, width: number) {
  const { page, errors } = await openPage(browser, {
    width,
    bypassCsp: true,
    acceptDownloads: true,
    reducedMotion: true,
    at: `${app.url}/`,
    signUp: newAccount('account'),
  });
  for (const form of vignettes) {
    const response = await page.request.post(`${app.url}/api/analyze`, {
      data: form,
      headers: { origin: app.url },
    });
    expect(response.status()).toBe(200);
  }
  return { page, errors };
}

/** Premium through the sandbox checkout, then until svc-triage has heard (the free limit is 20). */
async function becomePremium(page: Page, app: App) {
  await page.goto(`${app.url}/subscription`);
  // 'Your Subscription' shows once the page knows who is signed in; Upgrade before that asks to log in.
  await page.getByRole('region', { name: 'Your Subscription' }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await page.waitForURL(/\/billing\/sandbox\/checkout\//, { timeout: 15_000 });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByText('Subscription Activated', { exact: true }).waitFor({ timeout: 15_000 });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const usage = await page.request.get(`${app.url}/api/user/subscription`);
    if (((await usage.json()) as { isPremium: boolean }).isPremium || Date.now() > deadline) break;
    await page.waitForTimeout(250);
  }
}

async function openRemote(page: Page, url: string, heading: string) {
  await page.goto(url);
  await page.getByTestId('remote-account').getByRole('heading', { level: 1, name: heading }).waitFor({
    timeout: 15_000,
  });
}

describe('mfe-account in Chromium, against the embedded default', () => {
  const fixture = useBrowserAndApp();

  it('after two analyses: the dashboard shows 2 / 20 and both cases; /assessments lists them; the PDF reads back', async () => {
    const { page, errors } = await signedInWithTwoAnalyses(fixture.browser, fixture.app, 1280);
    await openRemote(page, `${fixture.app.url}/dashboard`, 'Dashboard');

    await page.getByTestId('usage-figures').getByText('2 / 20').waitFor();
    const recent = page.getByRole('list', { name: 'Latest assessments' });
    await recent.waitFor();
    expect(await recent.getByRole('link').count()).toBe(2);
    expect(await recent.textContent()).toContain('Chest pain');
    expect(await recent.textContent()).toContain('Throat swelling after eating peanuts');
    expect(await recent.getByTestId('triage-level-badge').count()).toBe(2);

    await page.getByRole('button', { name: /open the account menu/ }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Log out' }).waitFor();
    expect(await menu.textContent()).toContain('@example.org');
    await page.screenshot({ path: path.join(screenshotDir, 'account-dashboard-menu-1280.png') });
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'View Previous Assessments' }).click();
    await page.getByRole('heading', { level: 1, name: 'Previous Assessments' }).waitFor();
    const list = page.getByRole('list', { name: 'Your assessments' });
    await list.waitFor();
    expect(await list.getByRole('button').count()).toBe(2);
    expect(await list.getByTestId('triage-level-badge').count()).toBe(2);
    const levels = await list
      .getByTestId('triage-level-badge')
      .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-level')));
    levels.forEach((level) => expect(['EMERGENCY', 'HIGH', 'MEDIUM', 'LOW']).toContain(level));

    // The newest (anaphylaxis) is selected; choose the chest pain case and export it.
    await list.getByRole('button', { name: /Chest pain/ }).click();
    const detail = page.getByTestId('assessment-detail');
    await detail.getByRole('heading', { level: 2, name: 'Chest pain' }).waitFor();
    await detail.getByRole('progressbar', { name: 'AI Confidence' }).waitFor();
    const caseId = new URL(page.url()).searchParams.get('case');
    expect(caseId).toBeTruthy();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: 'Export as PDF' }).click(),
    ]);
    await page.getByText('PDF Generated', { exact: true }).waitFor();
    expect(download.suggestedFilename()).toBe(`triage-analysis-${caseId}.pdf`);
    const data = fs.readFileSync(await download.path());
    const { text, pages } = await readPdf(data);
    expect(text).toMatch(/^1\. TRIAGE LEVEL\b/m);
    expect(text).toContain('CASE INFORMATION');
    expect(text).toContain('Patient Age: 58');
    expect(text).toContain('Chief Complaint: Chest pain');
    expect(text).toMatch(/Generated: \d/);
    expect(text).toContain('for training and educational support only');
    const firstPage = pages[0]!;
    expect([Math.round(firstPage.width), Math.round(firstPage.height)]).toEqual([595, 842]);

    await detail.getByRole('tab', { name: 'Case Details' }).click();
    await detail.getByText('Hypertension, smoker').waitFor();
    await page.screenshot({
      path: path.join(screenshotDir, 'account-assessments-case-1280.png'),
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('/assessments with more than 50 cases: the newest 50, then Load more (by keyboard) shows the rest', async () => {
    const { page, errors } = await openPage(fixture.browser, {
      width: 1280,
      bypassCsp: true,
      reducedMotion: true,
      at: `${fixture.app.url}/`,
      signUp: newAccount('many-cases'),
    });
    await becomePremium(page, fixture.app);
    const total = 53;
    for (let index = 1; index <= total; index += 1) {
      const response = await page.request.post(`${fixture.app.url}/api/analyze`, {
        data: { ...vignettes[0], chiefComplaint: `Chest pain ${index}` },
        headers: { origin: fixture.app.url },
      });
      expect(response.status()).toBe(200);
    }

    await openRemote(page, `${fixture.app.url}/assessments`, 'Previous Assessments');
    const list = page.getByRole('list', { name: 'Your assessments' });
    await list.waitFor();
    expect(await list.getByRole('button').count()).toBe(50);
    await page.getByRole('status').getByText('Showing the newest 50 assessments').waitFor();
    expect(await list.getByRole('button').first().textContent()).toContain(`Chest pain ${total}`);

    await page.getByRole('button', { name: 'Load more' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`Showing all ${total} assessments`).waitFor({ timeout: 15_000 });
    expect(await list.getByRole('button').count()).toBe(total);
    expect(
      await list
        .getByRole('button')
        .nth(50)
        .evaluate((entry) => entry === document.activeElement),
    ).toBe(true);
    expect(await list.getByRole('button').last().textContent()).toContain('Chest pain 1');
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('settings are saved and still there after a reload', async () => {
    const { page, errors } = await signedInWithTwoAnalyses(fixture.browser, fixture.app, 1280);
    await openRemote(page, `${fixture.app.url}/settings`, 'Settings');
    const email = page.getByRole('switch', { name: 'Email Notifications' });
    const inApp = page.getByRole('switch', { name: 'App Notifications' });
    await email.waitFor();
    const before = [await email.getAttribute('aria-checked'), await inApp.getAttribute('aria-checked')];
    await email.click();
    await inApp.click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Your notification preferences have been updated', { exact: true }).waitFor();

    await page.reload();
    await email.waitFor({ timeout: 15_000 });
    const flip = (value: string | null) => (value === 'true' ? 'false' : 'true');
    expect(await email.getAttribute('aria-checked')).toBe(flip(before[0]!));
    expect(await inApp.getAttribute('aria-checked')).toBe(flip(before[1]!));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('resources: search on Enter, clear, and the category tabs', async () => {
    const { page, errors } = await signedInWithTwoAnalyses(fixture.browser, fixture.app, 1280);
    await openRemote(page, `${fixture.app.url}/resources`, 'Medical Resources');
    const cards = page.getByTestId('resource-card');
    expect(await cards.count()).toBe(8);

    await page.getByRole('searchbox', { name: 'Search resources' }).fill('CARDIOLOGY');
    await page.keyboard.press('Enter');
    await page.getByText('1 resource matching “CARDIOLOGY”').waitFor();
    expect(await cards.count()).toBe(1);
    const open = cards.getByRole('link', { name: /Open Resource/ });
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toBe('noopener noreferrer');

    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByText('8 resources', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Training' }).click();
    await page.getByText('2 resources', { exact: true }).waitFor();
    expect(await cards.count()).toBe(2);
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByText('8 resources', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([360, 1280])(
    'every account page at %i px: axe-clean, no horizontal scroll, screenshot',
    async (width) => {
      const { page, errors } = await signedInWithTwoAnalyses(fixture.browser, fixture.app, width);
      for (const [route, heading] of [
        ['/dashboard', 'Dashboard'],
        ['/assessments', 'Previous Assessments'],
        ['/settings', 'Settings'],
        ['/resources', 'Medical Resources'],
      ] as const) {
        await openRemote(page, `${fixture.app.url}${route}`, heading);
        // Wait for the data each page loads before looking at it.
        if (route === '/dashboard') await page.getByTestId('usage-figures').waitFor();
        if (route === '/assessments') await page.getByTestId('assessment-detail').waitFor();
        if (route === '/settings') await page.getByRole('button', { name: 'Save Changes' }).waitFor();
        const name = `account${route.replace('/', '-')}-${width}`;
        await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
        await page.screenshot({ path: path.join(screenshotDir, `${name}-top.png`) });
        expect(await noHorizontalScroll(page)).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
      }
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('Log out in the avatar menu ends the session and goes to the landing page', async () => {
    const { page } = await signedInWithTwoAnalyses(fixture.browser, fixture.app, 1280);
    await openRemote(page, `${fixture.app.url}/dashboard`, 'Dashboard');
    await page.getByRole('button', { name: /open the account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByText('Session Ended', { exact: true }).waitFor();
    await page.waitForURL(`${fixture.app.url}/`);
    await page.close();
  });
});
