import type { AnalysisProviderInfo } from '../cases/stored-case';
import type { CaseForm } from '../engine';
import type { FollowUpContext } from './follow-up-context';
import type { FollowUpQuestion } from './follow-up-question';

export interface FollowUpRequest {
  context: FollowUpContext;
  /** The analysis the user is looking at. */
  analysis: string;
  /** The case form, when the request names a stored case. */
  form?: CaseForm;
}

export interface FollowUpQuestions {
  questions: FollowUpQuestion[];
  provider: AnalysisProviderInfo;
}

/** Writes 3–6 follow-up questions: the guideline engine by default, an AI model when configured. */
export interface FollowUpQuestionProvider {
  questions(request: FollowUpRequest): Promise<FollowUpQuestions>;
}
