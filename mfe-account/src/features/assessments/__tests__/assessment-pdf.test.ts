import { jsPDF } from 'jspdf';
import { caseOf } from '../../../testing/cases';
import { assessmentPdfFileName, buildAssessmentPdf, trainingDisclaimer } from '../assessment-pdf';
import { readPdfText } from '@manan/ui-kit/testing';

interface Written {
  text: string;
  x: number;
  y: number;
  page: number;
  size: number;
  style: string;
}

/** Records what is written where, in what size and style; pages are A4 in mm (210 × 297). */
function recordingPdf() {
  const written: Written[] = [];
  const options: unknown[] = [];
  let page = 1;
  let pages = 1;
  let size = 16;
  let style = 'normal';
  class FakePdf {
    internal = { pageSize: { getHeight: () => 297, getWidth: () => 210 } };
    constructor(init: unknown) {
      options.push(init);
    }
    setFont(_name: string, fontStyle: string) {
      style = fontStyle;
    }
    setFontSize(points: number) {
      size = points;
    }
    splitTextToSize(text: string, width: number) {
      const perLine = Math.floor(width / 2);
      return text.match(new RegExp(`.{1,${perLine}}`, 'g')) ?? [''];
    }
    text(text: string, x: number, y: number) {
      written.push({ text, x, y, page, size, style });
    }
    addPage() {
      pages += 1;
      page = pages;
    }
    setPage(number: number) {
      page = number;
    }
    getNumberOfPages() {
      return pages;
    }
    setProperties() {}
    addFileToVFS() {}
    addFont() {}
  }
  return { JsPdf: FakePdf as unknown as new (init: unknown) => jsPDF, written, options };
}

describe('the PDF of a past assessment (spec §9)', () => {
  const longAnalysis = Array.from(
    { length: 12 },
    (_, index) => `${index + 1}. SECTION ${'ABCDEFGHIJKL'[index]}\n${'Finding. '.repeat(40)}`,
  ).join('\n');

  it('is A4 portrait in mm, with numbered uppercase headings at 14 pt bold and the body at 11', async () => {
    const { JsPdf, written, options } = recordingPdf();
    await buildAssessmentPdf(JsPdf, caseOf({ analysis: longAnalysis }), new Date('2025-03-12T14:05:00Z'));
    expect(options).toEqual([{ orientation: 'portrait', unit: 'mm', format: 'a4' }]);
    const heading = written.find((line) => line.text === '3. SECTION C')!;
    expect(heading).toMatchObject({ size: 14, style: 'bold', x: 20 });
    const body = written.find((line) => line.text.startsWith('Finding.'))!;
    expect(body).toMatchObject({ size: 11, style: 'normal', x: 20 });
  });

  it('has the case information section, the disclaimer, and a Generated footer on every page', async () => {
    const { JsPdf, written } = recordingPdf();
    await buildAssessmentPdf(JsPdf, caseOf({ analysis: longAnalysis }), new Date('2025-03-12T14:05:00Z'));
    const texts = written.map((line) => line.text);
    expect(texts).toContain('CASE INFORMATION');
    expect(texts).toContain('Patient Age: 58');
    expect(texts).toContain('Chief Complaint: Chest pain');
    expect(texts.join(' ')).toContain(trainingDisclaimer.slice(0, 40));

    const pages = Math.max(...written.map((line) => line.page));
    expect(pages).toBeGreaterThan(1);
    const footers = written.filter((line) => line.text.startsWith('Generated: '));
    expect(footers.map((line) => line.page)).toEqual(Array.from({ length: pages }, (_, index) => index + 1));
  });

  it('keeps body lines 7 mm apart and above the 20 mm bottom margin', async () => {
    const { JsPdf, written } = recordingPdf();
    await buildAssessmentPdf(JsPdf, caseOf({ analysis: longAnalysis }), new Date());
    const body = written.filter(
      (line) => !line.text.startsWith('Generated: ') && !line.text.startsWith('Page '),
    );
    body.forEach((line) => expect(line.y).toBeLessThanOrEqual(297 - 20));
    const age = body.findIndex((line) => line.text === 'Patient Age: 58');
    expect(body[age + 1]!.y - body[age]!.y).toBe(7);
  });

  it('prints every symbol the engine writes as itself', async () => {
    const analysis = [
      '1. ASSESSMENT',
      'Pain ≥ 7/10 → escalate; creatinine 250 µmol/L; temperature 38.5 °C.',
      '• bullet',
      'Δ troponin – rising',
    ].join('\n');
    const doc = await buildAssessmentPdf(jsPDF, caseOf({ analysis }), new Date());
    const written = readPdfText(doc.output('arraybuffer'));
    for (const symbol of ['≥ 7/10', '→', 'creatinine 250 µmol/L', '38.5 °C', '• bullet', 'Δ', '– rising'])
      expect(written).toContain(symbol);
  });

  it('names the file after the case', () => {
    expect(assessmentPdfFileName('6650f0c2a1')).toBe('triage-analysis-6650f0c2a1.pdf');
  });
});
