import type { jsPDF } from 'jspdf';
import type { CaseSummary } from '@manan/contracts';
import { analysisHeadingPattern, extractTriageLevel } from '@manan/ui-kit';
import { formatDateTime } from '../../lib/relative-time';

/** Spec §9, PDF from a past assessment: A4 portrait in mm, these margins, sizes and line height. */
export const assessmentPdfLayout = {
  left: 20,
  top: 20,
  textWidth: 170,
  lineHeight: 7,
  bottomMargin: 20,
  headingSize: 14,
  bodySize: 11,
  titleSize: 18,
  footerSize: 9,
} as const;

export const trainingDisclaimer =
  'Disclaimer: this analysis is for training and educational support only. It is not a diagnosis ' +
  'and does not replace the judgement of a qualified healthcare professional.';

export function assessmentPdfFileName(caseId: string): string {
  return `triage-analysis-${caseId.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;
}

/** The PDF's standard fonts cover Latin-1 only: common symbols become ASCII, the rest a '?'. */
function printable(text: string): string {
  return text
    .replace(/[≥]/g, '>=')
    .replace(/[≤]/g, '<=')
    .replace(/[→]/g, '->')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[•·]/g, '-')
    .replace(/[^\n\x20-\x7e\xa0-\xff]/g, '?');
}

const stripMarks = (line: string) =>
  line
    .trim()
    .replace(/^#{1,6}\s+/, '')
    .replace(/^\*\*(.*)\*\*:?$/, '$1')
    .replace(/\*\*/g, '')
    .trim();

type JsPdfConstructor = new (options: { orientation: 'portrait'; unit: 'mm'; format: 'a4' }) => jsPDF;

/** Writes the assessment: title, case information, the analysis with its headings, the disclaimer. */
export function buildAssessmentPdf(JsPdf: JsPdfConstructor, summary: CaseSummary, generatedAt: Date): jsPDF {
  const layout = assessmentPdfLayout;
  const doc = new JsPdf({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const pageHeight = doc.internal.pageSize.getHeight();
  const lastLineY = pageHeight - layout.bottomMargin;
  let y = layout.top;

  const write = (text: string, size: number, bold = false, gapBefore = 0) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    const lines = doc.splitTextToSize(printable(text), layout.textWidth) as string[];
    y += gapBefore;
    for (const line of lines) {
      if (y > lastLineY) {
        doc.addPage();
        y = layout.top;
      }
      doc.text(line, layout.left, y);
      y += layout.lineHeight;
    }
  };

  doc.setProperties({ title: `Triage analysis: ${summary.chiefComplaint}`, subject: `Case ${summary.id}` });
  write('Medical Triage Analysis', layout.titleSize, true);
  write('CASE INFORMATION', layout.headingSize, true, 3);
  write(`Patient Age: ${summary.patientAge?.trim() || 'Not recorded'}`, layout.bodySize);
  write(`Chief Complaint: ${summary.chiefComplaint}`, layout.bodySize);
  write(`Triage Level: ${extractTriageLevel(summary.triageLevel)}`, layout.bodySize);
  write(`Assessed: ${formatDateTime(summary.updatedAt ?? summary.createdAt)}`, layout.bodySize);
  write(`Case ID: ${summary.id}`, layout.bodySize);

  write('ANALYSIS', layout.headingSize, true, 3);
  for (const rawLine of (summary.analysis ?? '').replace(/\r\n?/g, '\n').split('\n')) {
    const line = stripMarks(rawLine);
    if (!line) continue;
    if (analysisHeadingPattern.test(line)) write(line, layout.headingSize, true, 2);
    else write(line, layout.bodySize);
  }

  write(trainingDisclaimer, layout.bodySize, false, 4);

  const footer = `Generated: ${formatDateTime(generatedAt.toISOString())}`;
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(layout.footerSize);
    doc.text(footer, layout.left, pageHeight - 10);
    doc.text(`Page ${page} of ${pages}`, layout.left + layout.textWidth, pageHeight - 10, { align: 'right' });
  }
  return doc;
}
