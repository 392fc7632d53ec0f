import { Button, extractTriageLevel, useToast } from '@manan/ui-kit';
import { useState } from 'react';
import { buildAnalysisPdf, pdfFileName } from './analysis-pdf';
import { shareOrDownload } from './share-or-download';

export interface ShareAnalysisButtonProps {
  text: string;
  triageLevel?: string;
}

/** 'Share Analysis': the analysis as triage-analysis.pdf, shared or downloaded, with the §8 toasts. */
export function ShareAnalysisButton({ text, triageLevel }: ShareAnalysisButtonProps) {
  const toast = useToast();
  const [generating, setGenerating] = useState(false);

  async function exportPdf() {
    if (!text.trim()) {
      toast({ title: 'Error', description: 'No analysis data available to export', variant: 'destructive' });
      return;
    }
    setGenerating(true);
    try {
      const blob = await buildAnalysisPdf({
        text,
        level: triageLevel ? extractTriageLevel(triageLevel) : undefined,
      });
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
