import { buildAnalysisPdf } from '../build-analysis-pdf';

function readAsText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('buildAnalysisPdf', () => {
  it('writes an A4 portrait document whose long analysis runs over several pages', async () => {
    const text = Array.from({ length: 140 }, (_, index) => `- Finding number ${index + 1}`).join('\n');
    const pdf = await readAsText(await buildAnalysisPdf({ text, level: 'HIGH' }));
    const pages = pdf.match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(3);
    // A4 in points: 595.28 × 841.89.
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.2\d+ 841\.8\d+\]/);
    expect(pdf).toContain('(Medical Triage Analysis)');
    expect(pdf).toContain('(- Finding number 140)');
    expect(pdf).toMatch(/\(Generated on [^)]+\)/);
  });
});
