import { buildAnalysisPdf, pdfFileName } from '../analysis-pdf';
import { readPdfText } from '@manan/ui-kit/testing';

function readAsBytes(blob: Blob): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('buildAnalysisPdf', () => {
  it('writes an A4 portrait document whose long analysis runs over several pages', async () => {
    const text = Array.from({ length: 140 }, (_, index) => `- Finding number ${index + 1}`).join('\n');
    const bytes = await readAsBytes(await buildAnalysisPdf({ text, level: 'HIGH' }));
    const pdf = bytes.toString('latin1');
    const pages = pdf.match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(3);
    // A4 in points: 595.28 × 841.89.
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.2\d+ 841\.8\d+\]/);
    const written = readPdfText(bytes);
    expect(written).toContain('Medical Triage Analysis');
    expect(written).toContain('- Finding number 140');
    expect(written).toMatch(/Generated on \S/);
    expect(pdfFileName).toBe('triage-analysis.pdf');
  });

  it('prints every symbol the engine writes as itself', async () => {
    const text = [
      '1. ASSESSMENT',
      'Pain ≥ 7/10 → escalate; creatinine 250 µmol/L; temperature 38.5 °C.',
      '• bullet',
      'Δ troponin – rising',
    ].join('\n');
    const written = readPdfText(await readAsBytes(await buildAnalysisPdf({ text, level: 'HIGH' })));
    for (const symbol of ['≥ 7/10', '→', 'creatinine 250 µmol/L', '38.5 °C', '• bullet', 'Δ', '– rising'])
      expect(written).toContain(symbol);
  });
});
