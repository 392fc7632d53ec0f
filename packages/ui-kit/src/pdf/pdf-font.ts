import type { PdfDocument } from './pdf-document';

/** The font every PDF writes all its text in: DejaVu Sans, which has every character the engine writes. */
export const pdfFontName = 'DejaVuSans';

/**
 * Embeds DejaVu Sans (regular and bold) in the document. The subset (~120 KB) is loaded with import()
 * here, when a PDF is built, so it stays out of the initial bundles as jsPDF does.
 */
export async function embedPdfFont(doc: PdfDocument): Promise<void> {
  const { dejaVuSansRegular, dejaVuSansBold } = await import(
    /* webpackChunkName: "pdf-font" */ './fonts/dejavu-sans-subset.generated'
  );
  doc.addFileToVFS('DejaVuSans.ttf', dejaVuSansRegular);
  doc.addFont('DejaVuSans.ttf', pdfFontName, 'normal');
  doc.addFileToVFS('DejaVuSans-Bold.ttf', dejaVuSansBold);
  doc.addFont('DejaVuSans-Bold.ttf', pdfFontName, 'bold');
}
