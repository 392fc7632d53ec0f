import type {
  AnalysisProvider,
  AnalysisVerification,
  AnalyzeResponse,
  RefineResponse,
  TriageResult,
} from '@manan/contracts';

/** The analysis on screen: the first one, or the latest refinement of it. */
export interface CurrentAnalysis {
  text: string;
  timestamp: string;
  caseId: string;
  triageLevel: string;
  result: TriageResult;
  provider: AnalysisProvider;
  verification?: AnalysisVerification;
  change?: RefineResponse['change'];
}

export function analysisFromResponse(response: AnalyzeResponse): CurrentAnalysis {
  return {
    text: response.analysis.response,
    timestamp: response.analysis.timestamp,
    caseId: response.caseId,
    triageLevel: response.triageLevel,
    result: response.result,
    provider: response.provider,
    verification: response.verification,
  };
}

export function refinedAnalysis(previous: CurrentAnalysis, response: RefineResponse): CurrentAnalysis {
  return {
    text: response.refinedAnalysis,
    timestamp: response.timestamp,
    caseId: previous.caseId,
    triageLevel: response.triageLevel,
    result: response.result,
    provider: response.provider,
    verification: response.verification,
    change: response.change,
  };
}
