import type { AnalysisProvider } from '@manan/contracts';

/**
 * The spec's wording ('AI has analyzed the case.', 'AI recommendations verified against clinical
 * guidelines') claims an AI answered; it is only true when the response says an AI model wrote the
 * analysis. When the guideline engine wrote it alone (no AI configured, or the AI gave no usable
 * answer) the same places say what did happen.
 */
export function writtenByAi(provider: AnalysisProvider): boolean {
  return provider.kind === 'llm';
}

export function analysisCompleteToast(provider: AnalysisProvider) {
  return {
    title: 'Analysis Complete',
    description: writtenByAi(provider) ? 'AI has analyzed the case.' : 'Guideline analysis complete',
  };
}

export function verifiedLine(provider: AnalysisProvider): string {
  return writtenByAi(provider)
    ? 'AI recommendations verified against clinical guidelines'
    : 'Checked against clinical guidelines';
}
