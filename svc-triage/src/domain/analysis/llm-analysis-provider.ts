import { analyzeCase, type AnalyzeOptions, type CaseForm, type EsiLevel } from '../engine';
import { analysisMessages } from '../llm/analysis-prompt';
import type { LlmClient } from '../llm/llm-client.port';
import { llmAnalysisJsonSchema, llmAnalysisSchema, toEngineResult } from '../llm/llm-analysis.schema';
import { LlmUnavailableError, requestValidatedJson } from '../llm/request-validated-json';
import type { AnalysisProvider, ProviderAnalysis } from './analysis-provider.port';
import { renderAnalysisText } from './analysis-text';
import { crossCheck } from './cross-check';
import { guidelineAnalysis } from './guideline-analysis-provider';

export interface LlmAnalysisProviderOptions {
  client: LlmClient;
  /** Told why the AI answer was not used (no patient data in it). */
  onUnavailable?: (error: LlmUnavailableError) => void;
}

/**
 * The AI model writes the analysis from the case and the engine's findings; the engine then holds it to
 * the guideline floor. When the model gives no usable answer after one retry, the engine's analysis is
 * used and says so.
 */
export function llmAnalysisProvider({ client, onUnavailable }: LlmAnalysisProviderOptions): AnalysisProvider {
  return {
    async analyze(form: CaseForm, options: AnalyzeOptions = {}): Promise<ProviderAnalysis> {
      const engine = analyzeCase(form, options);
      let answer;
      try {
        answer = await requestValidatedJson(
          client,
          analysisMessages(form, engine, options.additionalInformation),
          llmAnalysisSchema,
          llmAnalysisJsonSchema,
        );
      } catch (error) {
        if (!(error instanceof LlmUnavailableError)) throw error;
        onUnavailable?.(error);
        return guidelineAnalysis(form, options, true);
      }
      const written = toEngineResult(answer, engine);
      const { result, verification } = crossCheck(written, engine);
      const provider = { kind: 'llm' as const, model: client.model };
      return {
        result,
        text: renderAnalysisText(result, { provider }),
        provider,
        verification,
        llmLevel: { level: written.level, esi: written.esi as EsiLevel },
        guideline: engine,
      };
    },
  };
}
