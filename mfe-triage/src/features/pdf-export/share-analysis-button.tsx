import { triageEsiOf, triageLevelOf, type TriageLevelSource } from '@manan/contracts';
import { Button, useToast } from '@manan/ui-kit';
import { useState } from 'react';
import { buildAnalysisPdf, pdfFileName } from './analysis-pdf';
import { shareOrDownload } from './share-or-download';

export interface ShareAnalysisButtonProps {
  text: string;
  /** The structured result (its level and ESI are printed), else the triageLevel text (spec §4 fallback). */
  level?: TriageLevelSource;
}

/** The PDF's level line: the structured result's level and ESI, else the level extracted from the text. */
export function pdfLevelOf(source: TriageLevelSource | undefined): { level?: string; esi?: number } {
  if (!source?.result && !source?.triageLevel) return {};
  const esi = triageEsiOf(source);
  return { level: triageLevelOf(source), ...(esi === undefined ? {} : { esi }) };
}

/** 'Share Analysis': the analysis as triage-analysis.pdf, shared or downloaded, with the §8 toasts. */
export function ShareAnalysisButton({ text, level }: ShareAnalysisButtonProps) {
  const toast = useToast();
  const [generating, setGenerating] = useState(false);

  async function exportPdf() {
    if (!text.trim()) {
      toast({ title: 'Error', description: 'No analysis data available to export', variant: 'destructive' });
      return;
    }
    setGenerating(true);
    try {
      const blob = await buildAnalysisPdf({ text, ...pdfLevelOf(level) });
      const done = await shareOrDownload(blob, pdfFileName, 'Medical Triage Analysis');
      if (done) toast({ title: 'PDF Generated', description: 'Analysis has been exported as PDF.' });
    } catch {
      toast({
        title: 'PDF Generation Failed',
        description: 'There was an error creating the PDF. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  }

  return (
    <Button
      type="button"
      $variant="secondary"
      disabled={generating}
      aria-busy={generating || undefined}
      onClick={() => void exportPdf()}
    >
      {generating ? 'Generating PDF...' : 'Share Analysis'}
    </Button>
  );
}
