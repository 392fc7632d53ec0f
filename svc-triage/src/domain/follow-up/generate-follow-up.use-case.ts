import type { CaseRepository } from '../cases/case.repository';
import { contextFromAnalysisText, contextFromCase } from './follow-up-context';
import type { FollowUpQuestionProvider, FollowUpQuestions } from './follow-up-question-provider.port';
import { caseFormOf, findRequestedCase, storedAnswersOf } from './requested-case';

export interface GenerateFollowUpDependencies {
  cases: CaseRepository;
  questionProvider: FollowUpQuestionProvider;
}

/**
 * Follow-up questions for the analysis the user is looking at. With the stored case they come from its
 * form and the engine's missing data; from the analysis text alone, from what the text says.
 */
export async function generateFollowUpUseCase(
  deps: GenerateFollowUpDependencies,
  userId: string,
  request: { analysis: string; caseId?: string | undefined },
): Promise<FollowUpQuestions> {
  const stored = await findRequestedCase(deps.cases, userId, request);
  if (!stored) {
    return deps.questionProvider.questions({
      context: contextFromAnalysisText(request.analysis),
      analysis: request.analysis,
    });
  }
  const form = caseFormOf(stored);
  return deps.questionProvider.questions({
    context: contextFromCase(form, stored.result, [...storedAnswersOf(stored).values()]),
    analysis: stored.analysis,
    form,
  });
}
