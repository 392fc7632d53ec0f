import type { FollowUpQuestionProvider } from './follow-up-question-provider.port';
import { guidelineFollowUpQuestions } from './guideline-follow-up-questions';

export function guidelineFollowUpProvider(): FollowUpQuestionProvider {
  return {
    questions: async ({ context }) => ({
      questions: guidelineFollowUpQuestions(context),
      provider: { kind: 'guideline' },
    }),
  };
}
