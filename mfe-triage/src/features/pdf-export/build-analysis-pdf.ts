import { analysisHeadingPattern } from '@manan/ui-kit';
import { disclaimerText } from '../../config/disclaimer';

export const pdfFileName = 'triage-analysis.pdf';

// Spec §9, the triage view: A4 portrait, millimetres, margins 15, text width 180.
const margin = 15;
const textWidth = 180;
const bodySize = 11;
const lineHeight = 5.5;
const footerSpace = 12;

export interface AnalysisPdfInput {
  text: string;
  /** The level word shown under the title. */
  level?: string;
  generatedAt?: Date;
}

/** Builds the PDF; jspdf is loaded on demand so it stays out of the initial bundle. */
export async function buildAnalysisPdf({
  text,
  level,
  generatedAt = new Date(),
}: AnalysisPdfInput): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const pageHeight = doc.internal.pageSize.getHeight();
  const bottom = pageHeight - margin - footerSpace;
  let y = margin;

  const write = (line: string, style: 'normal' | 'bold', size = bodySize) => {
    if (y + lineHeight > bottom) {
      doc.addPage();
      y = margin;
    }
    doc.setFont('helvetica', style).setFontSize(size);
    doc.text(line, margin, y + lineHeight * 0.8);
    y += lineHeight;
  };
  const paragraph = (source: string, style: 'normal' | 'bold' = 'normal', size = bodySize) => {
    doc.setFont('helvetica', style).setFontSize(size);
    for (const line of doc.splitTextToSize(source, textWidth) as string[]) write(line, style, size);
  };

  doc.setFont('helvetica', 'bold').setFontSize(18);
  doc.text('Medical Triage Analysis', margin, y + 7);
  y += 14;
  if (level) {
    paragraph(`Triage level: ${level}`, 'bold', 12);
    y += 2;
  }
  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (!line) {
      y += lineHeight / 2;
      continue;
    }
    const heading = analysisHeadingPattern.test(line);
    if (heading) y += 2;
    paragraph(line, heading ? 'bold' : 'normal', heading ? 12 : bodySize);
  }
  y += lineHeight;
  paragraph('Disclaimer', 'bold');
  paragraph(disclaimerText);

  const footer = `Generated on ${generatedAt.toLocaleString()}`;
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal').setFontSize(9);
    doc.text(footer, margin, pageHeight - margin + 5);
    doc.text(`Page ${page} of ${pages}`, margin + textWidth, pageHeight - margin + 5, { align: 'right' });
  }
  return doc.output('blob');
}
