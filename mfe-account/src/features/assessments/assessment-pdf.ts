import { triageEsiOf, triageLevelOf, type CaseSummary } from '@manan/contracts';
import {
  analysisPdfBlocks,
  buildPdf,
  pastAssessmentPdfFileName,
  pastAssessmentPdfLayout,
} from '@manan/ui-kit';
import type { PdfContent, PdfDocument, PdfDocumentClass } from '@manan/ui-kit';
import { formatDateTime } from '../../lib/relative-time';

export const trainingDisclaimer =
  'Disclaimer: this analysis is for training and educational support only. It is not a diagnosis ' +
  'and does not replace the judgement of a qualified healthcare professional.';

export const assessmentPdfFileName = pastAssessmentPdfFileName;

/** Spec §9, a past assessment: the title, case information, the analysis with its headings, the disclaimer. */
export function assessmentPdfContent(summary: CaseSummary, generatedAt: Date): PdfContent {
  const layout = pastAssessmentPdfLayout;
  const esi = triageEsiOf(summary);
  return {
    title: 'Medical Triage Analysis',
    properties: { title: `Triage analysis: ${summary.chiefComplaint}`, subject: `Case ${summary.id}` },
    blocks: [
      { text: 'CASE INFORMATION', style: 'heading', gapBefore: 3 },
      { text: `Patient Age: ${summary.patientAge?.trim() || 'Not recorded'}` },
      { text: `Chief Complaint: ${summary.chiefComplaint}` },
      { text: `Triage Level: ${triageLevelOf(summary)}${esi === undefined ? '' : ` - ESI ${esi}`}` },
      { text: `Assessed: ${formatDateTime(summary.updatedAt ?? summary.createdAt)}` },
      { text: `Case ID: ${summary.id}` },
      { text: 'ANALYSIS', style: 'heading', gapBefore: 3 },
      ...analysisPdfBlocks(summary.analysis ?? '', layout),
      { text: trainingDisclaimer, gapBefore: 4 },
    ],
    footer: `Generated: ${formatDateTime(generatedAt.toISOString())}`,
  };
}

/** The assessment's PDF, written by the shared builder; pass jsPDF's class, loaded with import(). */
export function buildAssessmentPdf<Doc extends PdfDocument>(
  JsPdf: PdfDocumentClass<Doc>,
  summary: CaseSummary,
  generatedAt: Date,
): Promise<Doc> {
  return buildPdf(JsPdf, pastAssessmentPdfLayout, assessmentPdfContent(summary, generatedAt));
}
