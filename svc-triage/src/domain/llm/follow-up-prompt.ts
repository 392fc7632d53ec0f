import { z } from 'zod';
import type { CaseForm } from '../engine';
import { caseFormText } from './case-prompt-text';
import type { ChatMessage } from './llm-client.port';
import { slug } from './llm-analysis.schema';
import { DATA_NOT_INSTRUCTIONS, dataBlock } from './patient-text';

const SYSTEM_PROMPT = `You help an emergency clinician refine a triage assessment by asking follow-up questions.

${DATA_NOT_INSTRUCTIONS}

Ask 3 to 6 short questions whose answers would change the triage level or the plan: missing vital signs, onset and duration, pregnancy where relevant, anticoagulants, allergies, and the red-flag screens relevant to the complaint. Never ask what the case already answers. Suggested questions from the guideline engine are given; use, reword or replace them.

Answer with one JSON object only, no prose and no markdown: {"questions": [{"id": "short-stable-id", "question": "plain text"}]}. Reuse a suggested id when you keep that question.`;

/** Ids the model writes are kept when they are safe (so the engine's ids survive), or slugged otherwise. */
const questionId = (id: string) => {
  const trimmed = id.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9.-]{0,59}$/.test(trimmed) ? trimmed : slug(trimmed);
};

export const llmFollowUpSchema = z.object({
  questions: z
    .array(
      z.object({
        id: z.string().transform(questionId),
        question: z.string().transform((question) => question.trim().slice(0, 400)),
      }),
    )
    .transform((questions) => {
      const seen = new Set<string>();
      return questions.filter((item) => item.question && !seen.has(item.id) && seen.add(item.id));
    })
    .pipe(
      z
        .array(z.object({ id: z.string(), question: z.string() }))
        .min(3)
        .max(6),
    ),
});

export const llmFollowUpJsonSchema = {
  name: 'follow_up_questions',
  schema: z.toJSONSchema(
    z.object({
      questions: z
        .array(z.object({ id: z.string(), question: z.string() }))
        .min(3)
        .max(6),
    }),
  ) as Record<string, unknown>,
};

export function followUpMessages(
  analysis: string,
  form: CaseForm | undefined,
  suggestions: Array<{ id: string; question: string }>,
): ChatMessage[] {
  const user = [
    'Write the follow-up questions for this case.',
    ...(form ? [dataBlock('patient_case', caseFormText(form))] : []),
    dataBlock('analysis', analysis),
    `Suggested questions:\n${suggestions.map((item) => `- [${item.id}] ${item.question}`).join('\n')}`,
  ].join('\n\n');
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
}
