import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Browser, Page } from 'playwright-core';
import { noHorizontalScroll, openPage, useBrowserAndApp, type App } from './support/browser-fixture';
import { repositoryRoot, screenshotDir } from './support/embedded-app';
import { readPdf } from './support/read-pdf';
import { newAccount } from './support/shell-session';
import { axeViolations } from './support/axe';

interface Vignette {
  id: string;
  case: Record<string, string>;
  expected: { acceptable: string[] };
}

const vignettes: Vignette[] = fs
  .readFileSync(path.resolve(repositoryRoot, '../shared/eval/triage-vignettes.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Vignette);
const chestPain = vignettes.find((vignette) => vignette.id.startsWith('v01'))!;

const disclaimer = 'This analysis is for training and educational support only.';

/** A one-page lab report, as a lab would print it. */
function labReportPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(16).text('City Hospital Laboratory - Biochemistry');
    doc.moveDown().fontSize(11).text('Test            Result        Units     Reference');
    doc.text('Potassium 7.1 mmol/L (ref 3.5–5.1) HIGH');
    doc.end();
  });
}

async function signedInPage(browser: Browser, app: App, width: number) {
  const { page, errors } = await openPage(browser, {
    width,
    bypassCsp: true,
    acceptDownloads: true,
    reducedMotion: true,
    at: `${app.url}/`,
    signUp: newAccount('triage'),
  });
  await page.goto(`${app.url}/app`);
  await page.getByTestId('remote-triage').waitFor({ timeout: 15_000 });
  return { page, errors };
}

async function fillCase(page: Page, values: Record<string, string>) {
  const form = page.getByRole('form', { name: 'Patient case' });
  await form.getByLabel('Patient age').fill(values.patientAge ?? '');
  await form.getByLabel('Gender at birth').selectOption(values.gender ?? '');
  await form.getByLabel('Chief complaint').fill(values.chiefComplaint ?? '');
  await form.getByLabel('Detailed symptoms').fill(values.symptoms ?? '');
  await form.getByLabel('Vital signs and lab values').fill(values.vitals ?? '');
  await form.getByLabel(/Medical history/).fill(values.medicalHistory ?? '');
  await form.getByLabel(/Current medications/).fill(values.currentMedications ?? '');
}

async function analyze(page: Page) {
  await page.getByRole('button', { name: 'Analyze Case' }).click();
  await page.getByText('Analysis complete!', { exact: true }).waitFor({ timeout: 30_000 });
  await page.getByText('Analysis Complete', { exact: true }).waitFor();
  const badge = page.getByTestId('triage-level-badge');
  return badge.getAttribute('data-level');
}

describe('the triage tool in Chromium, against the embedded default', () => {
  const fixture = useBrowserAndApp();

  it('at 1280 px: a vignette with a lab report → analysis → follow-up → PDF; axe-clean', async () => {
    const { page, errors } = await signedInPage(fixture.browser, fixture.app, 1280);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'triage-empty-1280.png'), fullPage: true });

    await fillCase(page, chestPain.case);
    await page.getByTestId('blood-report-input').setInputFiles({
      name: 'potassium.pdf',
      mimeType: 'application/pdf',
      buffer: await labReportPdf(),
    });
    await page
      .getByRole('button', { name: 'Upload Blood Report (4 remaining)' })
      .waitFor({ timeout: 30_000 });
    const vitals = await page.getByLabel('Vital signs and lab values').inputValue();
    expect(vitals.startsWith(`${chestPain.case.vitals}\n`)).toBe(true);
    expect(vitals).toMatch(/\nPotassium 7\.1 mmol\/L.*HIGH/);

    const level = await analyze(page);
    // The embedded default has no AI model: the guideline engine wrote it, and the page says so.
    expect(await page.getByText('Guideline analysis complete', { exact: true }).count()).toBe(1);
    expect(await page.getByText('AI has analyzed the case.').count()).toBe(0);
    expect(chestPain.expected.acceptable).toContain(level);
    const panel = page.getByRole('region', { name: 'AI Analysis' });
    await panel.getByText(/^Generated at/).waitFor();
    await panel.getByRole('heading', { name: '1. TRIAGE LEVEL' }).waitFor();
    expect(await panel.getByRole('heading', { name: 'Important Disclaimer' }).count()).toBe(1);
    await panel.getByText('Checked against clinical guidelines').waitFor();
    expect(await panel.getByText('AI recommendations verified against clinical guidelines').count()).toBe(0);
    // The §1 glossary: 'differential diagnosis' is explained where the analysis names it.
    await panel
      .getByRole('heading', { name: '4. DIFFERENTIAL DIAGNOSIS' })
      .getByRole('button', { name: 'DIFFERENTIAL DIAGNOSIS' })
      .hover();
    await page
      .getByRole('tooltip')
      .getByText(/conditions that could explain the presentation/)
      .first()
      .waitFor();
    // Away from the term (below it, not through the tooltip above), then Escape, as a reader would.
    await page.mouse.move(5, 895, { steps: 5 });
    await page.keyboard.press('Escape');
    await page.getByRole('tooltip').first().waitFor({ state: 'detached' });
    // Two panes: the analysis sits beside the form.
    const formBox = (await page.getByRole('form', { name: 'Patient case' }).boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x).toBeGreaterThan(formBox.x + formBox.width);
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.screenshot({ path: path.join(screenshotDir, 'triage-analysis-1280.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    const firstGeneratedAt = await panel.getByText(/^Generated at/).textContent();
    await page.getByRole('button', { name: 'Ask for Further Analysis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Follow-up Questions' });
    const answers = dialog.getByPlaceholder('Enter your answer here...');
    await answers.first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(screenshotDir, 'triage-follow-up-1280.png') });
    expect(await axeViolations(page)).toEqual([]);
    await answers.first().fill('Yes, the pain started on exertion and has not eased with rest.');
    await dialog.getByRole('button', { name: 'Submit Additional Information' }).click();
    await page
      .getByText('Analysis has been refined with additional information', { exact: true })
      .waitFor({ timeout: 30_000 });
    expect(await dialog.count()).toBe(0);
    await panel
      .getByText(/Changes after follow-up/i)
      .first()
      .waitFor();
    expect(await panel.getByText(/^Generated at/).textContent()).not.toBe(firstGeneratedAt);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Share Analysis' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('triage-analysis.pdf');
    await page.getByText('Analysis has been exported as PDF.', { exact: true }).waitFor();
    const { text, pages } = await readPdf(fs.readFileSync(await download.path()));
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Medical Triage Analysis');
    expect(flat).toContain('Generated on');
    expect(flat).toContain(disclaimer);
    expect(flat).toContain('1. TRIAGE LEVEL');
    expect(pages.length).toBeGreaterThanOrEqual(1);
    for (const { width, height } of pages)
      expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 360 px: one column, the analysis scrolled into view when it arrives; axe-clean', async () => {
    const { page, errors } = await signedInPage(fixture.browser, fixture.app, 360);
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.getByRole('button', { name: 'Analyze Case' }).click();
    await page.getByText('Patient age is required').waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'triage-errors-360.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await fillCase(page, vignettes[1]!.case);
    await analyze(page);
    const panel = page.getByRole('region', { name: 'AI Analysis' });
    await page.waitForFunction(() => {
      const heading = document.getElementById('triage-analysis-heading');
      const top = heading?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight;
    });
    const formBox = (await page.getByRole('form', { name: 'Patient case' }).boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.y).toBeGreaterThan(formBox.y + formBox.height);
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.screenshot({ path: path.join(screenshotDir, 'triage-analysis-360.png') });
    await page.screenshot({ path: path.join(screenshotDir, 'triage-analysis-360-full.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('when the monthly limit is used up, then analyzing offers Upgrade to /subscription', async () => {
    const { page } = await signedInPage(fixture.browser, fixture.app, 1280);
    const body = { ...chestPain.case };
    for (let count = 0; count < 20; count += 1) {
      const response = await page.request.post(`${fixture.app.url}/api/analyze`, { data: body });
      expect(response.status()).toBe(200);
    }
    await fillCase(page, chestPain.case);
    await page.getByRole('button', { name: 'Analyze Case' }).click();
    await page.getByText('Subscription Limit Reached', { exact: true }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(screenshotDir, 'triage-limit-1280.png') });
    await page.getByRole('button', { name: 'Upgrade' }).click();
    await page.waitForURL(`${fixture.app.url}/subscription`);
    await page.close();
  });
});
