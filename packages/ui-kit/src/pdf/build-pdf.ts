import { analysisHeadingPattern } from '../triage/parse-analysis-text';
import type { PdfDocument, PdfDocumentClass } from './pdf-document';
import { embedPdfFont, pdfFontName } from './pdf-font';
import type { PdfLayout } from './pdf-layouts';

/** A paragraph: wrapped to the text width, in the layout's size for its style. */
export interface PdfBlock {
  text: string;
  /** heading: heading size, bold; strong: body size, bold; body (the default): body size. */
  style?: 'heading' | 'strong' | 'body';
  /** Extra space above it and below it, in mm. */
  gapBefore?: number;
  gapAfter?: number;
}

export interface PdfContent {
  title: string;
  blocks: readonly PdfBlock[];
  /** Written at the foot of every page, left; 'Page n of m' goes right. */
  footer: string;
  properties?: { title?: string; subject?: string };
}

/** An analysis line without its Markdown marks: '## Plan' and '**Plan**:' both read 'Plan'. */
const stripMarks = (line: string) =>
  line
    .trim()
    .replace(/^#{1,6}\s+/, '')
    .replace(/^\*\*(.*)\*\*:?$/, '$1')
    .replace(/\*\*/g, '')
    .trim();

/** The analysis text as blocks: its headings (numbered uppercase lines) bold, blank lines as the layout says. */
export function analysisPdfBlocks(text: string, layout: PdfLayout): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  let pendingGap = 0;
  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = stripMarks(rawLine);
    if (!line) {
      pendingGap += layout.blankLineGap;
      continue;
    }
    const heading = analysisHeadingPattern.test(line);
    blocks.push({
      text: line,
      style: heading ? 'heading' : 'body',
      gapBefore: pendingGap + (heading ? layout.headingGap : 0),
    });
    pendingGap = 0;
  }
  return blocks;
}

/**
 * The one PDF builder of the triage view and of a past assessment: A4 portrait in mm, the layout's
 * margins and sizes, every character in DejaVu Sans so that '≥', '→', 'µ', '°', '•' and 'Δ' print as
 * themselves. Pass jsPDF's class, loaded with import() when the user asks for a PDF.
 */
export async function buildPdf<Doc extends PdfDocument>(
  JsPdf: PdfDocumentClass<Doc>,
  layout: PdfLayout,
  content: PdfContent,
): Promise<Doc> {
  const doc = new JsPdf({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  await embedPdfFont(doc);
  const pageHeight = doc.internal.pageSize.getHeight();
  const lastBaseline = pageHeight - layout.bottom;
  let y = layout.top;

  const write = (text: string, size: number, bold: boolean, gapBefore = 0, gapAfter = 0) => {
    doc.setFont(pdfFontName, bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    y += gapBefore;
    for (const line of doc.splitTextToSize(text, layout.textWidth) as string[]) {
      if (y > lastBaseline) {
        doc.addPage();
        y = layout.top;
      }
      doc.text(line, layout.left, y);
      y += layout.lineHeight;
    }
    y += gapAfter;
  };

  if (content.properties) doc.setProperties(content.properties);
  write(content.title, layout.sizes.title, true, 0, layout.titleGap);
  for (const block of content.blocks) {
    const style = block.style ?? 'body';
    const size = style === 'heading' ? layout.sizes.heading : layout.sizes.body;
    write(block.text, size, style !== 'body', block.gapBefore, block.gapAfter);
  }

  const pages = doc.getNumberOfPages();
  const footerY = pageHeight - layout.footerFromBottom;
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont(pdfFontName, 'normal');
    doc.setFontSize(layout.sizes.footer);
    doc.text(content.footer, layout.left, footerY);
    doc.text(`Page ${page} of ${pages}`, layout.left + layout.textWidth, footerY, { align: 'right' });
  }
  return doc;
}
