import { analyzeCase, type AnalyzeOptions, type CaseForm } from '../engine';
import type { AnalysisProvider, ProviderAnalysis } from './analysis-provider.port';
import { renderAnalysisText } from './analysis-text';
import { crossCheck } from './cross-check';

/** The engine's own analysis; its cross-check against itself never raises but states the floor. */
export function guidelineAnalysis(
  form: CaseForm,
  options: AnalyzeOptions = {},
  aiUnavailable = false,
): ProviderAnalysis {
  const engine = analyzeCase(form, options);
  const { result, verification } = crossCheck(engine, engine);
  const provider = { kind: 'guideline' as const };
  return {
    result,
    text: renderAnalysisText(result, { provider, aiUnavailable }),
    provider,
    verification,
    guideline: engine,
  };
}

/** The deterministic, offline guideline engine as an analysis provider. */
export function guidelineAnalysisProvider(): AnalysisProvider {
  return { analyze: async (form, options) => guidelineAnalysis(form, options) };
}
