/** @jest-environment node */
import { jsPDF } from 'jspdf';
import { analysisPdfBlocks, buildPdf } from '../build-pdf';
import { pastAssessmentPdfLayout, triageViewPdfLayout } from '../pdf-layouts';
import type { PdfLayout } from '../pdf-layouts';
import { readPdfText } from '../../testing/read-pdf-text';

/** What the engine writes: comparison signs, arrows, micro, degrees, dashes, bullets, Greek. */
const symbols = ['≥ 7/10', '→', 'creatinine 250 µmol/L', '38.5 °C', '• bullet', 'Δ', '– febrile'];
const analysis = [
  '1. ASSESSMENT',
  'Pain score ≥ 7/10 → escalate; creatinine 250 µmol/L, temperature 38.5 °C – febrile.',
  '• bullet point',
  'Δ troponin over 3 hours; SpO₂ ≤ 92%, α and β blockers, ± 5, × 2, ≈ 3, ≠ 0.',
].join('\n');

describe.each<[string, PdfLayout]>([
  ['the triage view', triageViewPdfLayout],
  ['a past assessment', pastAssessmentPdfLayout],
])('the PDF of %s', (_name, layout) => {
  it('prints every character the engine writes as itself, in the embedded DejaVu Sans', async () => {
    const doc = await buildPdf(jsPDF, layout, {
      title: 'Medical Triage Analysis',
      blocks: analysisPdfBlocks(analysis, layout),
      footer: 'Generated on 12/03/2025, 14:05:00',
    });
    const bytes = doc.output('arraybuffer');
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans\b|\/BaseFont \/DejaVuSans/);

    const text = readPdfText(bytes);
    for (const written of symbols) expect(text).toContain(written);
    for (const written of ['SpO₂ ≤ 92%', 'α and β', '± 5, × 2, ≈ 3, ≠ 0', 'Medical Triage Analysis'])
      expect(text).toContain(written);
    expect(text).not.toContain('?');
  });
});

describe('analysisPdfBlocks', () => {
  it('makes numbered uppercase lines headings, drops Markdown marks, and turns blank lines into space', () => {
    expect(analysisPdfBlocks('## 1. ASSESSMENT\n\n**Stable**\nplain', triageViewPdfLayout)).toEqual([
      { text: '1. ASSESSMENT', style: 'heading', gapBefore: 2 },
      { text: 'Stable', style: 'body', gapBefore: 2.75 },
      { text: 'plain', style: 'body', gapBefore: 0 },
    ]);
    expect(analysisPdfBlocks('a\n\nb', pastAssessmentPdfLayout).map((block) => block.gapBefore)).toEqual([
      0, 0,
    ]);
  });
});
