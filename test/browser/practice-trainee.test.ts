import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { esiLabel, verdictHeadline, type PracticeBankResponse, type PracticeCase } from '@manan/contracts';
import { axeViolations } from './support/axe';
import { noHorizontalScroll, openPage, useBrowserAndApp } from './support/browser-fixture';
import { screenshotDir } from './support/embedded-app';
import { newAccount } from './support/shell-session';

type Verdict = 'exact' | 'over' | 'under';

const remote = (page: Page) => page.getByTestId('remote-triage');

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshotDir, `practice-trainee-${name}.png`), fullPage: true });
}

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Runs `action` and returns the case GET /api/practice/next answered with because of it. */
async function caseServedBy(page: Page, action: () => Promise<unknown>): Promise<PracticeCase> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) => candidate.url().includes('/api/practice/next') && candidate.request().method() === 'GET',
      { timeout: 30_000 },
    ),
    action(),
  ]);
  expect(response.status()).toBe(200);
  const served = ((await response.json()) as { case: PracticeCase }).case;
  await remote(page).getByRole('heading', { level: 2, name: served.title }).waitFor();
  return served;
}

/** The main navigation's links all on one line (they wrapped onto two at 360 px once Practice was added). */
const mainLinksOnOneLine = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .evaluate(
      (nav) =>
        new Set([...nav.querySelectorAll('a')].map((link) => link.getBoundingClientRect().top)).size === 1,
    );

/** How far (px) a control runs past the right padding of the card it sits in: 0 or less when it fits. */
const overrunOfItsCard = (control: Locator) =>
  control.evaluate((element) => {
    let card = element.parentElement;
    while (card && getComputedStyle(card).borderRightWidth === '0px') card = card.parentElement;
    if (!card) throw new Error('The control is not inside a card');
    const contentRight = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
    return element.getBoundingClientRect().right - contentRight;
  });

/** The level a trainee picks to reach `wanted` against `reference` (under: ESI 5, over: one level more urgent). */
function levelFor(wanted: Verdict, reference: number): number {
  if (wanted === 'under') return 5;
  if (wanted === 'over') return reference - 1;
  return reference;
}

describe('training mode for a trainee, in Chromium against the embedded default', () => {
  const fixture = useBrowserAndApp();

  it('a new user practises three bank cases (one under-triaged), sees each comparison, then the progress on the dashboard (1280 and 360 px, axe-clean)', async () => {
    const { app, browser } = fixture;
    const { page, errors } = await openPage(browser, {
      width: 1280,
      at: `${app.url}/`,
      signUp: newAccount('trainee'),
      bypassCsp: true,
      reducedMotion: true,
    });
    const bank = (
      (await (await page.request.get(`${app.url}/api/practice/bank`)).json()) as PracticeBankResponse
    ).cases;
    const referenceOf = (served: PracticeCase) =>
      bank.find((entry) => entry.id === served.ref.id)!.expectedEsi;
    const verdicts: Verdict[] = [];

    /** Commits a triage aiming at `wanted`, then checks the comparison the page shows against the bank. */
    async function commit(
      served: PracticeCase,
      wanted: Verdict,
      redFlags: { search: string; typed: string },
    ) {
      const reference = referenceOf(served);
      const chosen = levelFor(wanted, reference);
      const form = page.getByRole('form', { name: 'Your triage' });
      // Every case is met first without any answer on the page.
      expect(await remote(page).getByTestId('practice-comparison').count()).toBe(0);
      await form.getByRole('radio', { name: esiLabel(chosen) }).check();
      const picker = form.getByRole('combobox', { name: 'Red flags you see (optional)' });
      await picker.fill(redFlags.search);
      await picker.press('ArrowDown');
      await picker.press('Enter');
      await picker.fill(redFlags.typed);
      await form.getByRole('option', { name: `Add '${redFlags.typed}'` }).click();
      expect(
        await form.getByRole('list', { name: 'Red flags you picked' }).getByRole('listitem').count(),
      ).toBe(2);
      await form.getByLabel('First action').fill('Full set of observations and tell the nurse in charge');
      await form.getByRole('button', { name: 'Commit my triage' }).click();

      const comparison = remote(page).getByTestId('practice-comparison');
      await comparison.waitFor({ timeout: 20_000 });
      const verdict = chosen === reference ? 'exact' : chosen < reference ? 'over' : 'under';
      expect(verdict).toBe(wanted);
      const headline = verdictHeadline({ verdict, by: Math.abs(chosen - reference) });
      await comparison.getByRole('heading', { level: 2, name: headline }).waitFor();
      expect(await comparison.getByTestId('practice-verdict').getAttribute('data-verdict')).toBe(verdict);
      expect(await comparison.getByText('Serious miss', { exact: true }).count()).toBe(
        verdict === 'under' ? 1 : 0,
      );
      expect(await comparison.getByTestId('your-answer').textContent()).toContain(`Level${esiLabel(chosen)}`);
      expect(await comparison.getByTestId('reference-answer').textContent()).toContain(
        `Level${esiLabel(reference)}`,
      );
      expect(await comparison.getByRole('heading', { name: 'Teaching points' }).count()).toBe(1);
      await comparison.getByRole('heading', { name: "MANAN's analysis" }).waitFor();
      expect(await comparison.getByTestId('triage-level-badge').count()).toBe(1);
      expect(await comparison.getByText(/^Extra \(\d\)/).textContent()).toMatch(/^Extra \([12]\)/);
      verdicts.push(verdict);
    }

    // The navigation offers Practice once signed in.
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('region', { name: 'Training progress' }).waitFor({ timeout: 30_000 });
    const toPractice = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practice' });
    const first = await caseServedBy(page, () => toPractice.click());
    expect(page.url()).toBe(`${app.url}/practice`);
    await remote(page).getByRole('heading', { level: 1, name: 'Practice' }).waitFor();
    expect(await remote(page).getByRole('link', { name: 'Case sets I run' }).getAttribute('href')).toBe(
      '/practice/sets',
    );
    await expectAxeClean(page);
    await shoot(page, 'case-1280');

    // Case 1: answered at its own level.
    await commit(first, 'exact', { search: 'chest', typed: 'looks unwell' });

    // Case 2, from the chest pain group (almost all ESI 1-3): ESI 5 where it is urgent, the serious miss.
    const group = remote(page).getByLabel('Presentation group');
    const second = await caseServedBy(page, () =>
      group.selectOption({ label: 'Chest pain and circulation' }),
    );
    expect(second.group).toBe('cardiovascular');
    const underTriageNow = referenceOf(second) <= 4;
    await commit(second, underTriageNow ? 'under' : 'exact', { search: 'cardiac', typed: 'grey and sweaty' });
    await expectAxeClean(page);
    await shoot(page, 'under-triaged-1280');

    // Case 3 on a phone: the comparison comes below the case and is brought into view.
    await page.setViewportSize({ width: 360, height: 900 });
    const third = await caseServedBy(page, () =>
      remote(page).getByRole('button', { name: 'Next case' }).click(),
    );
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await mainLinksOnOneLine(page)).toBe(true);
    expect(await overrunOfItsCard(remote(page).getByLabel('Practise on'))).toBeLessThanOrEqual(0);
    expect(await overrunOfItsCard(remote(page).getByRole('button', { name: 'Join' }))).toBeLessThanOrEqual(0);
    await expectAxeClean(page);
    await shoot(page, 'case-360');
    const thirdWanted: Verdict = underTriageNow ? (referenceOf(third) > 1 ? 'over' : 'exact') : 'under';
    await commit(third, thirdWanted, { search: 'breath', typed: 'pale' });
    expect(await noHorizontalScroll(page)).toBe(true);
    const verdictBox = await remote(page).getByTestId('practice-verdict').boundingBox();
    expect(verdictBox!.y).toBeLessThan(900);
    await expectAxeClean(page);
    await shoot(page, 'comparison-360');
    await remote(page)
      .getByTestId('practice-comparison')
      .screenshot({ path: path.join(screenshotDir, 'practice-trainee-comparison-card-360.png') });
    expect(verdicts.filter((verdict) => verdict === 'under')).toHaveLength(1);

    // The dashboard counts the three attempts, the under-triage among them.
    const exact = verdicts.filter((verdict) => verdict === 'exact').length;
    const percent = (count: number) => `${Math.round((count / 3) * 100)}%`;
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${app.url}/dashboard`);
      const card = page.getByRole('region', { name: 'Training progress' });
      await card
        .getByTestId('progress-attempts')
        .getByText('3', { exact: true })
        .waitFor({ timeout: 20_000 });
      expect(await card.getByTestId('progress-under-rate').textContent()).toBe(percent(1));
      expect(await card.getByTestId('progress-exact-rate').textContent()).toBe(percent(exact));
      expect(await card.getByTestId('progress-streak').textContent()).toBe('1 daybest 1 day');
      expect(await card.getByRole('img', { name: /^Accuracy over time/ }).count()).toBe(1);
      const byLevel = card.getByRole('table', { name: 'By ESI level' });
      expect(await byLevel.getByRole('row').count()).toBeGreaterThan(1);
      await card.getByText('Last 3 attempts').click();
      expect(
        await card
          .getByRole('list', { name: 'Last attempts' })
          .getByText(/^Under-triaged by [1-4]$/)
          .count(),
      ).toBe(1);
      expect(await noHorizontalScroll(page)).toBe(true);
      await expectAxeClean(page);
      await card.screenshot({
        path: path.join(screenshotDir, `practice-trainee-progress-card-${width}.png`),
      });
      await shoot(page, `dashboard-${width}`);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
