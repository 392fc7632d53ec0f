import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { caseSetResultsCsvColumns, type PracticeBankResponse } from '@manan/contracts';
import { axeViolations } from './support/axe';
import { noHorizontalScroll, openPage, useBrowserAndApp, type App } from './support/browser-fixture';
import { screenshotDir } from './support/embedded-app';
import { newAccount, type Account } from './support/shell-session';

type BankCase = PracticeBankResponse['cases'][number];

/** The case the educator writes; its expected level is 3, so a trainee can miss it either way. */
const writtenCase = {
  title: 'Swollen calf after a flight',
  age: '44',
  complaint: 'Painful swollen left calf',
  symptoms:
    'Left calf swollen and tender for two days after a long-haul flight, no chest pain, no breathlessness',
  vitals: 'BP 128/80, HR 88, RR 16, SpO2 98%, Temp 37.1 C',
  expectedEsi: 3,
  firstAction: 'Calf ultrasound and Wells score',
  why: 'Stable vital signs but needs imaging and blood tests: two or more resources',
  teachingPoints: 'Count the resources before settling on a level\nAsk about chest pain and breathlessness',
};

const remote = (page: Page) => page.getByTestId('remote-triage');

async function openAs(app: App, account: Account, width: number, browser: Parameters<typeof openPage>[0]) {
  return openPage(browser, {
    width,
    at: `${app.url}/`,
    signUp: account,
    bypassCsp: true,
    acceptDownloads: true,
    reducedMotion: true,
  });
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshotDir, `practice-educator-${name}.png`), fullPage: true });
}

/** Two bank cases whose expected level lets a trainee be one level over or under (2–4), with distinct titles. */
function twoBankCases(bank: BankCase[]): BankCase[] {
  const fits = bank.filter((item) => item.expectedEsi >= 2 && item.expectedEsi <= 4);
  const first = fits.find((item) => item.expectedEsi === 2) ?? fits[0]!;
  const second = fits.find((item) => item.group !== first.group && item.title !== first.title)!;
  return [first, second];
}

/** The educator's page: a set of two bank cases and one written case, created through the form. */
async function createSetThroughThePage(page: Page, bankCases: BankCase[]) {
  await remote(page).getByRole('button', { name: 'New case set' }).click();
  const form = page.getByRole('form', { name: 'New case set' });
  await form.getByLabel('Title', { exact: true }).fill('Night shift drill');
  for (const bankCase of bankCases) {
    await form.getByLabel('Search the teaching bank').fill(bankCase.title);
    await form.getByRole('checkbox', { name: bankCase.title }).first().check();
  }
  await shoot(page, 'bank-search-1280');
  await form.getByLabel('Search the teaching bank').fill('');
  await form.getByRole('button', { name: 'Write a case' }).click();
  const card = form.getByRole('group', { name: 'Written case 1' });
  await card.getByLabel('Case title').fill(writtenCase.title);
  await card.getByLabel('Patient age').fill(writtenCase.age);
  await card.getByLabel('Gender at birth').selectOption('female');
  await card.getByLabel('Chief complaint').fill(writtenCase.complaint);
  await card.getByLabel('Detailed symptoms').fill(writtenCase.symptoms);
  await card.getByLabel('Vital signs and lab values').fill(writtenCase.vitals);
  await card.getByLabel('Expected ESI').selectOption(String(writtenCase.expectedEsi));
  await card.getByLabel('Decision point').selectOption('C');
  await card.getByRole('combobox', { name: 'Red flags a trainee should name' }).fill('embol');
  await card.getByRole('listbox', { name: 'Red flags' }).getByRole('option').first().click();
  await card.getByRole('list', { name: 'Red flags you picked' }).getByRole('listitem').first().waitFor();
  await card.getByLabel('First action').fill(writtenCase.firstAction);
  await card.getByLabel('Why this level').fill(writtenCase.why);
  await card.getByLabel('Teaching points').fill(writtenCase.teachingPoints);
  await form.getByText('3 cases chosen').waitFor();
  await shoot(page, 'new-set-1280');

  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/practice/sets') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Create case set' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { set } = (await response.json()) as { set: { id: string; code: string } };
  const shown = page.getByTestId('share-code');
  await shown.waitFor();
  expect((await shown.textContent())?.trim()).toBe(set.code);
  return set;
}

/**
 * A trainee joins with the code on /practice and commits a triage on the set's cases in order, `offsets[i]`
 * levels from the expected one on the i-th case (0 exact, +1 under-triage, -1 over-triage).
 */
async function practiseTheSet(
  page: Page,
  app: App,
  code: string,
  expectedByTitle: Map<string, number>,
  offsets: number[],
) {
  await page.goto(`${app.url}/practice`);
  await remote(page).getByRole('heading', { level: 1, name: 'Practice' }).waitFor({ timeout: 20_000 });
  await page.getByLabel('Case set code').fill(code.toLowerCase().replace('-', ' '));
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  for (const [index, offset] of offsets.entries()) {
    const title = page.locator('#practice-case-title');
    await page.getByText(`Case ${index + 1} of 3`).waitFor();
    const expected = expectedByTitle.get((await title.textContent())?.trim() ?? '');
    expect(expected).toBeDefined();
    const esi = expected! + offset;
    await page.getByRole('radio', { name: new RegExp(`^ESI ${esi} —`) }).check();
    await page.getByLabel('First action').fill('Full set of observations and tell the nurse in charge');
    await page.getByRole('button', { name: 'Commit my triage' }).click();
    await page.getByTestId('practice-comparison').waitFor();
    if (index < offsets.length - 1) await page.getByRole('button', { name: 'Next case' }).click();
  }
}

/** RFC 4180 rows: quoted cells may hold commas, line breaks and doubled quotes; lines end in CRLF or LF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      endCell();
    } else if (!quoted && (char === '\n' || char === '\r')) {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endCell();
      rows.push(row);
      row = [];
    } else {
      cell += char;
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

describe('case sets for an educator, in Chromium against the embedded default', () => {
  const fixture = useBrowserAndApp();

  it('an educator creates a set, two trainees join with the code on /practice and attempt, and the results table and the CSV agree (1280 and 360 px, axe-clean)', async () => {
    const { app, browser } = fixture;
    const educatorAccount = newAccount('educator');
    const educator = await openAs(app, educatorAccount, 1280, browser);
    const bank = (
      (await (await educator.page.request.get(`${app.url}/api/practice/bank`)).json()) as PracticeBankResponse
    ).cases;
    const bankCases = twoBankCases(bank);

    await educator.page.goto(`${app.url}/practice/sets`);
    await remote(educator.page)
      .getByRole('heading', { level: 1, name: 'Case sets I run' })
      .waitFor({ timeout: 20_000 });
    await educator.page.getByText('You have no case sets yet').waitFor();
    expect(await axeViolations(educator.page)).toEqual([]);

    const set = await createSetThroughThePage(educator.page, bankCases);
    expect(set.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(await axeViolations(educator.page)).toEqual([]);
    await shoot(educator.page, 'created-1280');

    // The set's order: the bank cases as picked, then the written one.
    const expectedByTitle = new Map<string, number>([
      ...bankCases.map((item) => [item.title, item.expectedEsi] as const),
      [writtenCase.title, writtenCase.expectedEsi],
    ]);
    const firstAccount = newAccount('trainee');
    const secondAccount = newAccount('trainee');
    const first = await openAs(app, firstAccount, 1280, browser);
    const second = await openAs(app, secondAccount, 360, browser);
    // First trainee: exact, exact, under by one (2 of 3 exact, 1 of 3 under). Second: over by one, under by one.
    await practiseTheSet(first.page, app, set.code, expectedByTitle, [0, 0, 1]);
    await practiseTheSet(second.page, app, set.code, expectedByTitle, [-1, 1]);

    await educator.page.goto(`${app.url}/practice/sets/${set.id}`);
    await remote(educator.page)
      .getByRole('heading', { level: 1, name: 'Night shift drill' })
      .waitFor({ timeout: 20_000 });
    const table = educator.page.getByRole('table', { name: 'Results by trainee' });
    const rowOf = (account: Account) => table.getByRole('row').filter({ hasText: account.username });
    expect(await rowOf(firstAccount).getByRole('cell').allTextContents()).toEqual(['3', '67%', '33%']);
    expect(await rowOf(secondAccount).getByRole('cell').allTextContents()).toEqual(['2', '0%', '50%']);

    const caseCards = educator.page.getByRole('list', { name: 'Results by case' }).locator('[data-case-id]');
    expect(await caseCards.count()).toBe(3);
    const spreadOf = (index: number) =>
      caseCards
        .nth(index)
        .getByRole('list', { name: 'Levels chosen' })
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.querySelector('span')?.textContent ?? ''));
    const [firstBank, secondBank] = bankCases as [BankCase, BankCase];
    expect(await spreadOf(0)).toContain(`ESI ${firstBank.expectedEsi}: 1 of 2 (expected)`);
    expect(await spreadOf(0)).toContain(`ESI ${firstBank.expectedEsi - 1}: 1 of 2`);
    expect(await spreadOf(1)).toContain(`ESI ${secondBank.expectedEsi + 1}: 1 of 2`);
    expect(await spreadOf(2)).toContain(`ESI ${writtenCase.expectedEsi}: 0 of 1 (expected)`);
    expect(await spreadOf(2)).toContain(`ESI ${writtenCase.expectedEsi + 1}: 1 of 1`);
    expect(await axeViolations(educator.page)).toEqual([]);
    await shoot(educator.page, 'results-1280');

    // The CSV has a row per trainee per case attempted, and says what the table says.
    const [download] = await Promise.all([
      educator.page.waitForEvent('download'),
      educator.page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`manan-case-set-${set.code}.csv`);
    const [header, ...rows] = parseCsv(fs.readFileSync(await download.path(), 'utf8'));
    expect(header).toEqual([...caseSetResultsCsvColumns]);
    const column = (name: (typeof caseSetResultsCsvColumns)[number]) =>
      caseSetResultsCsvColumns.indexOf(name);
    for (const account of [firstAccount, secondAccount]) {
      const cells = await rowOf(account).getByRole('cell').allTextContents();
      const traineeName = (await rowOf(account).getByRole('rowheader').textContent())?.trim();
      const mine = rows.filter((row) => row[column('trainee')] === traineeName);
      expect(String(mine.length)).toBe(cells[0]);
      const exact = mine.filter((row) => row[column('verdict')] === 'exact').length;
      const under = mine.filter((row) => row[column('verdict')] === 'under').length;
      expect([percent(exact, mine.length), percent(under, mine.length)]).toEqual(cells.slice(1));
      for (const row of mine)
        expect(Number(row[column('expected_esi')])).toBe(expectedByTitle.get(row[column('case')]!));
    }
    expect(rows).toHaveLength(5);

    // At 360 px: the results, the list of sets and the new-set form fit without sideways scrolling.
    await educator.page.setViewportSize({ width: 360, height: 900 });
    await educator.page.reload();
    await table.waitFor({ timeout: 20_000 });
    expect(await noHorizontalScroll(educator.page)).toBe(true);
    expect(await axeViolations(educator.page)).toEqual([]);
    await shoot(educator.page, 'results-360');
    await educator.page.getByRole('link', { name: 'Back to your case sets' }).click();
    await educator.page.getByRole('list', { name: 'Your case sets' }).getByText(set.code).waitFor();
    await educator.page.getByRole('button', { name: 'New case set' }).click();
    await educator.page.getByRole('button', { name: 'Write a case' }).click();
    await educator.page.getByRole('button', { name: 'Create case set' }).click();
    await educator.page.getByText('Give the case set a title').waitFor();
    expect(await noHorizontalScroll(educator.page)).toBe(true);
    expect(await axeViolations(educator.page)).toEqual([]);
    await shoot(educator.page, 'new-set-errors-360');
    await shoot(second.page, 'trainee-360');

    // Deleting the set (confirmed) removes it and its results.
    await educator.page.goto(`${app.url}/practice/sets/${set.id}`);
    await educator.page.getByRole('button', { name: 'Delete set' }).click();
    const dialog = educator.page.getByRole('dialog', { name: 'Delete this case set?' });
    await dialog.getByRole('button', { name: 'Delete set' }).click();
    await educator.page.getByText('You have no case sets yet').waitFor();
    expect((await educator.page.request.get(`${app.url}/api/practice/sets/${set.id}/results`)).status()).toBe(
      404,
    );

    expect([...educator.errors, ...first.errors, ...second.errors]).toEqual([]);
    await Promise.all([educator.page.close(), first.page.close(), second.page.close()]);
  });
});
