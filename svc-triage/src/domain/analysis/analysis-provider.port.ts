import type { AnalyzeOptions, CaseForm, EngineResult } from '../engine';
import type { AnalysisProviderInfo } from '../cases/stored-case';
import type { LevelAndEsi, Verification } from './verification';

export interface ProviderAnalysis {
  result: EngineResult;
  /** The readable analysis with its numbered uppercase headings. */
  text: string;
  provider: AnalysisProviderInfo;
  verification: Verification;
  /** The level the AI model wrote before the cross-check (absent for the guideline engine). */
  llmLevel?: LevelAndEsi;
  /** The guideline engine's own result for the same input: the floor the analysis was held to. */
  guideline: EngineResult;
}

/** Writes the analysis of a case: the guideline engine by default, an AI model when configured. */
export interface AnalysisProvider {
  analyze(form: CaseForm, options?: AnalyzeOptions): Promise<ProviderAnalysis>;
}
