import type { CaseForm, EngineResult } from '../engine';
import type { AnalysisProviderInfo } from '../cases/stored-case';

export interface ProviderAnalysis {
  result: EngineResult;
  /** The readable analysis with its numbered uppercase headings. */
  text: string;
  provider: AnalysisProviderInfo;
}

/** Writes the analysis of a case: the guideline engine by default, an AI model when configured. */
export interface AnalysisProvider {
  analyze(form: CaseForm): Promise<ProviderAnalysis>;
}
