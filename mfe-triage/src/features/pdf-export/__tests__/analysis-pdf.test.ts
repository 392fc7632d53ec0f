import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildAnalysisPdf, pdfFileName } from '../analysis-pdf';

const repositoryRoot = path.resolve(__dirname, '../../../../..');

function readAsBytes(blob: Blob): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The PDF's text read back with pdf-parse v2, in a plain Node process (pdf.js's worker import needs one),
 * without pdf.js's Unicode normalisation (which would read the micro sign 'µ' as the Greek 'μ').
 */
function readPdfText(data: Buffer): string {
  const script = `
    import { PDFParse } from 'pdf-parse';
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    const parser = new PDFParse({ data: Buffer.concat(chunks) });
    const { text } = await parser.getText({ disableNormalization: true });
    await parser.destroy();
    process.stdout.write(text);
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repositoryRoot,
    input: data,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`pdf-parse failed: ${result.stderr}`);
  return result.stdout;
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
