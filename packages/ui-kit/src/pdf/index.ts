export { buildPdf, analysisPdfBlocks } from './build-pdf';
export type { PdfBlock, PdfContent } from './build-pdf';
export type { PdfDocument, PdfDocumentClass } from './pdf-document';
export {
  triageViewPdfLayout,
  pastAssessmentPdfLayout,
  triageAnalysisPdfFileName,
  pastAssessmentPdfFileName,
} from './pdf-layouts';
export type { PdfLayout } from './pdf-layouts';
