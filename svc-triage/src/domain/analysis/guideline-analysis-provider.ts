import { analyzeCase, renderResultText, type CaseForm } from '../engine';
import type { AnalysisProvider } from './analysis-provider.port';

/** The deterministic, offline guideline engine as an analysis provider. */
export function guidelineAnalysisProvider(): AnalysisProvider {
  return {
    async analyze(form: CaseForm) {
      const result = analyzeCase(form);
      return { result, text: renderResultText(result), provider: { kind: 'guideline' } };
    },
  };
}
