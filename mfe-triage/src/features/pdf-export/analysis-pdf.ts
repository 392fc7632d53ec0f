import { analysisPdfBlocks, buildPdf, triageAnalysisPdfFileName, triageViewPdfLayout } from '@manan/ui-kit';
import type { PdfBlock, PdfContent } from '@manan/ui-kit';
import { disclaimerText } from '../../config/disclaimer';

export const pdfFileName = triageAnalysisPdfFileName;

export interface AnalysisPdfInput {
  text: string;
  /** The level word shown under the title. */
  level?: string;
  /** The ESI of the structured result, shown after the level when known. */
  esi?: number;
  generatedAt?: Date;
}

/** Spec §9, the triage view: the title, the triage level, the analysis, a disclaimer, 'Generated on'. */
export function analysisPdfContent({
  text,
  level,
  esi,
  generatedAt = new Date(),
}: AnalysisPdfInput): PdfContent {
  const layout = triageViewPdfLayout;
  const blocks: PdfBlock[] = [];
  const esiText = esi === undefined ? '' : ` - ESI ${esi}`;
  if (level) blocks.push({ text: `Triage level: ${level}${esiText}`, style: 'heading', gapAfter: 2 });
  blocks.push(...analysisPdfBlocks(text, layout));
  blocks.push(
    { text: 'Disclaimer', style: 'strong', gapBefore: layout.lineHeight },
    { text: disclaimerText },
  );
  return { title: 'Medical Triage Analysis', blocks, footer: `Generated on ${generatedAt.toLocaleString()}` };
}

/** The PDF as a Blob, built by the shared builder; jsPDF is loaded on demand, out of the initial bundle. */
export async function buildAnalysisPdf(input: AnalysisPdfInput): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = await buildPdf(jsPDF, triageViewPdfLayout, analysisPdfContent(input));
  return doc.output('blob');
}
