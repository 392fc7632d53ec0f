import { questionCatalog } from './follow-up-question-catalog';

/** One answered follow-up question, as the client sends it ("Q: …\nA: …", spec §5). */
export interface FollowUpAnswer {
  questionId: string;
  question: string;
  answer: string;
}

/** The answers of a refine request; empty ones are ignored, as the client would not send them. */
export function parseFollowUpResponses(responses: Record<string, string>): FollowUpAnswer[] {
  return Object.entries(responses).flatMap(([questionId, text]) => {
    const answerAt = text.search(/(^|\n)\s*A:/);
    const question = (answerAt >= 0 ? text.slice(0, answerAt) : '').replace(/^\s*Q:\s*/, '').trim();
    const answer = (answerAt >= 0 ? text.slice(answerAt).replace(/^\s*A:\s*/, '') : text).trim();
    return answer ? [{ questionId, question, answer }] : [];
  });
}

const YES = /^(yes|yeah|yep|y|positive|correct|true)\b[\s,.;:!-]*/i;
const NO = /^(no|nope|n|none|negative|denies|not that I know of)\b[\s,.;:!-]*/i;

/**
 * How the engine reads an answer. Only the answer is read (the question's own words, e.g. "saddle
 * numbness?", must not count as a finding); a bare "yes" or "no" is read with the question's subject.
 */
export function answerAsEngineText({ questionId, question, answer }: FollowUpAnswer): string {
  const subject = questionCatalog.get(questionId)?.subject ?? subjectOf(question);
  const yes = YES.exec(answer);
  const no = yes ? null : NO.exec(answer);
  const rest = answer.slice((yes ?? no)?.[0].length ?? 0).trim();
  if (!subject || (!yes && !no)) return answer;
  const lead = yes ? `${subject}.` : `denies ${subject}.`;
  return rest ? `${lead} ${rest}` : lead;
}

/** "Does the patient have X?" → "X"; empty when the question gives nothing usable. */
function subjectOf(question: string): string {
  const firstQuestion = question.split('?')[0] ?? '';
  return firstQuestion
    .replace(
      /^\s*(is there|are there|any|does (the patient|she|he|they) have|has (the patient|she|he|they) (had|got)|is (the patient|she|he) (having|on|taking)|do(es)? (the patient|she|he|they))\s+/i,
      '',
    )
    .replace(/^(any|a|an)\s+/i, '')
    .replace(/[()[\]:]/g, ' ')
    .trim()
    .slice(0, 200);
}
