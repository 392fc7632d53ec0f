import { randomUUID } from 'node:crypto';
import { authority, type RunningTriage } from '../support/triage-test-service';

export interface Question {
  id: string;
  question: string;
}

export interface RefineBody {
  refinedAnalysis: string;
  timestamp: string;
  triageLevel: string;
  result: { level: string; esi: number; redFlags: { id: string }[] };
  verification: { checked: boolean; raised: boolean };
  provider: { kind: string };
  change: { direction: string; from: { level: string } | null; to: { level: string } };
  caseId?: string;
  revision?: number;
}

/** A new user with one analysed case. */
export async function analysedCase(triage: RunningTriage, form: Record<string, string>) {
  const userId = `u-follow-up-${randomUUID()}`;
  const { cookie } = authority.token(userId);
  const response = await triage.post('/api/analyze', form, cookie);
  const body = (await response.json()) as {
    caseId: string;
    analysis: { response: string };
    result: { level: string };
  };
  return { userId, cookie, caseId: body.caseId, analysis: body.analysis.response, level: body.result.level };
}

export async function questionsFor(
  triage: RunningTriage,
  body: unknown,
  cookie: string,
): Promise<Question[]> {
  const response = await triage.post('/api/generate-followup', body, cookie);
  expect(response.status).toBe(200);
  const { questions } = (await response.json()) as { questions: Question[] };
  expect(questions.length).toBeGreaterThanOrEqual(3);
  expect(questions.length).toBeLessThanOrEqual(6);
  expect(new Set(questions.map(({ id }) => id)).size).toBe(questions.length);
  return questions;
}

/** The client's format (spec §5): the question and the answer labelled Q and A on separate lines. */
export const qa = (question: Question | undefined, answer: string) => {
  if (!question) throw new Error('the expected question was not asked');
  return { [question.id]: `Q: ${question.question}\nA: ${answer}` };
};
