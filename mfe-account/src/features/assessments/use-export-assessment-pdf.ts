import { useCallback, useState } from 'react';
import type { CaseSummary } from '@manan/contracts';
import { useToast } from '@manan/ui-kit';
import { assessmentPdfFileName, buildAssessmentPdf } from './assessment-pdf';

/** Spec §8 PDF toasts, word for word. */
export const pdfToasts = {
  noData: { title: 'Error', description: 'No analysis data available to export', variant: 'destructive' },
  success: { title: 'PDF Generated', description: 'Analysis has been exported as PDF.' },
  failure: {
    title: 'PDF Generation Failed',
    description: 'There was an error creating the PDF. Please try again.',
    variant: 'destructive',
  },
} as const;

/** Export as PDF: jsPDF is loaded only when asked for; the file is shared or downloaded. */
export function useExportAssessmentPdf() {
  const toast = useToast();
  const [isExporting, setExporting] = useState(false);

  const exportPdf = useCallback(
    async (summary: CaseSummary) => {
      if (!summary.analysis?.trim()) {
        toast(pdfToasts.noData);
        return;
      }
      setExporting(true);
      try {
        const { jsPDF } = await import('jspdf');
        const doc = await buildAssessmentPdf(jsPDF, summary, new Date());
        const fileName = assessmentPdfFileName(summary.id);
        const file = new File([doc.output('blob')], fileName, { type: 'application/pdf' });
        // Spec §7: the device's share sheet where there is one (phones), else a download.
        if (navigator.canShare?.({ files: [file] }))
          await navigator.share({ files: [file], title: fileName });
        else doc.save(fileName);
        toast(pdfToasts.success);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.error('Could not create the PDF:', error);
        toast(pdfToasts.failure);
      } finally {
        setExporting(false);
      }
    },
    [toast],
  );

  return { exportPdf, isExporting };
}
