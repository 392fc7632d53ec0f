import type { DismissedIdentifier } from '@manan/contracts';
import type { CaseRepository } from '../cases/case.repository';
import {
  assertNoUndismissedIdentifiers,
  followUpGuardedFields,
  generaliseFollowUpAges,
} from '../privacy/identifier-guard';
import { contextFromAnalysisText, contextFromCase } from './follow-up-context';
import type { FollowUpQuestionProvider, FollowUpQuestions } from './follow-up-question-provider.port';
import { caseFormOf, findRequestedCase, storedAnswersOf } from './requested-case';

export interface GenerateFollowUpDependencies {
  cases: CaseRepository;
  questionProvider: FollowUpQuestionProvider;
}

/**
 * Follow-up questions for the analysis the user is looking at. With the stored case (named by caseId)
 * they come from its form and its stored result's missing data; only without a case, from the text (which
 * must then hold no undismissed patient identifier, as it may go to an AI provider).
 */
export async function generateFollowUpUseCase(
  deps: GenerateFollowUpDependencies,
  userId: string,
  sentRequest: {
    analysis?: string | undefined;
    caseId?: string | undefined;
    dismissedIdentifiers?: readonly DismissedIdentifier[] | undefined;
  },
): Promise<FollowUpQuestions> {
  assertNoUndismissedIdentifiers(followUpGuardedFields(sentRequest), sentRequest.dismissedIdentifiers);
  const request = generaliseFollowUpAges(sentRequest);
  const stored = await findRequestedCase(deps.cases, userId, request);
  if (!stored) {
    const analysis = request.analysis ?? '';
    return deps.questionProvider.questions({ context: contextFromAnalysisText(analysis), analysis });
  }
  const form = caseFormOf(stored);
  return deps.questionProvider.questions({
    context: contextFromCase(form, stored.result, [...storedAnswersOf(stored).values()]),
    analysis: stored.analysis,
    form,
  });
}
