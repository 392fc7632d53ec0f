import { followUpMessages, llmFollowUpJsonSchema, llmFollowUpSchema } from '../llm/follow-up-prompt';
import type { LlmClient } from '../llm/llm-client.port';
import { LlmUnavailableError, requestValidatedJson } from '../llm/request-validated-json';
import type { FollowUpQuestionProvider } from './follow-up-question-provider.port';
import { guidelineFollowUpQuestions } from './guideline-follow-up-questions';

/** The AI model writes the questions from the engine's suggestions; on failure the engine's are used. */
export function llmFollowUpProvider(
  client: LlmClient,
  onUnavailable?: (error: LlmUnavailableError) => void,
): FollowUpQuestionProvider {
  return {
    async questions({ context, analysis, form }) {
      const suggestions = guidelineFollowUpQuestions(context);
      try {
        const answer = await requestValidatedJson(
          client,
          followUpMessages(analysis, form, suggestions),
          llmFollowUpSchema,
          llmFollowUpJsonSchema,
        );
        return { questions: answer.questions, provider: { kind: 'llm', model: client.model } };
      } catch (error) {
        if (!(error instanceof LlmUnavailableError)) throw error;
        onUnavailable?.(error);
        return { questions: suggestions, provider: { kind: 'guideline' } };
      }
    },
  };
}
