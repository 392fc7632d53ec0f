import type { AnalyzeResponse, CaseFormRequest, FieldIdentifierFinding } from '@manan/contracts';
import { useToast } from '@manan/ui-kit';
import { useAnalyzeCaseMutation } from '../../api/triage-api';
import { analysisCompleteToast } from '../../lib/analysis-author';
import { analysisFailureToast } from './analysis-failure-toast';
import { identifiersFoundIn } from './identifier-findings';
import { useAnalysisProgress } from './use-analysis-progress';

/** Sends the case, drives the progress bar, and raises the spec §8 toasts. */
export function useAnalyzeCase(
  onAnalyzed: (response: AnalyzeResponse) => void,
  /** A 400 PRIVACY.IDENTIFIERS_FOUND: the form shows the findings on their fields rather than a toast. */
  onIdentifiersFound: (findings: FieldIdentifierFinding[]) => void = () => undefined,
) {
  const toast = useToast();
  const [analyzeCase, { isLoading }] = useAnalyzeCaseMutation();
  const progress = useAnalysisProgress();

  async function analyze(request: CaseFormRequest) {
    progress.start();
    try {
      const response = await analyzeCase(request).unwrap();
      progress.succeed();
      onAnalyzed(response);
      toast(analysisCompleteToast(response.provider));
    } catch (error) {
      progress.fail();
      const identifiers = identifiersFoundIn(error);
      if (identifiers) return onIdentifiersFound(identifiers);
      toast(analysisFailureToast(error));
    }
  }

  return { analyze, isAnalyzing: isLoading, phase: progress.phase, percent: progress.percent };
}
