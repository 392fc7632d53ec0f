import type { CaseAnalysis } from '../cases/stored-case';
import { triageLevelText } from '../engine';
import type { ProviderAnalysis } from './analysis-provider.port';

/** The stored fields of one analysis, as kept on the case and in each revision. */
export function caseAnalysisOf(analysis: ProviderAnalysis): CaseAnalysis {
  return {
    triageLevel: triageLevelText(analysis.result),
    analysis: analysis.text,
    aiConfidence: { overall: analysis.result.confidence },
    result: analysis.result,
    provider: analysis.provider,
    verification: analysis.verification,
    ...(analysis.llmLevel ? { llmLevel: analysis.llmLevel } : {}),
    guidelineFloor: analysis.verification.floor,
  };
}
