import { randomUUID } from 'node:crypto';
import {
  abdominalPainCase,
  authority,
  chestPainCase,
  startTriage,
  type RunningTriage,
} from '../support/triage-test-service';
import { FakeOpenAiServer } from '../llm/fake-openai-server';
import { analysedCase, questionsFor } from './follow-up-support';

const vitalQuestionIds = [
  'vitals.missing',
  'vitals.blood-pressure',
  'vitals.heart-rate',
  'vitals.respiratory-rate',
  'vitals.oxygen-saturation',
  'vitals.temperature',
];

describe('POST /api/generate-followup with the guideline engine', () => {
  let triage: RunningTriage;
  beforeAll(async () => (triage = await startTriage()));
  afterAll(() => triage.stop());

  it('when the chest-pain case is named, then ACS screens are asked and nothing the case answers', async () => {
    const { cookie, caseId, analysis } = await analysedCase(triage, chestPainCase);
    const questions = await questionsFor(triage, { analysis, caseId }, cookie);
    const ids = questions.map(({ id }) => id);
    expect(ids).toEqual(expect.arrayContaining(['screen.ecg-troponin', 'screen.aortic-dissection']));
    expect(ids.filter((id) => vitalQuestionIds.includes(id))).toEqual([]);
    expect(ids).not.toContain('screen.acs-features'); // radiation and sweating are in the symptoms
    expect(ids).not.toContain('history.medications'); // amlodipine is listed; blood thinners are asked instead
    expect(ids).toContain('history.anticoagulants');
    expect(questions.map(({ question }) => question).join(' ')).not.toMatch(/blood pressure, heart rate/i);
  });

  it('when the case is a woman of 28 with abdominal pain, then pregnancy is asked first', async () => {
    const { cookie, caseId, analysis } = await analysedCase(triage, abdominalPainCase);
    const questions = await questionsFor(triage, { analysis, caseId }, cookie);
    expect(questions[0]!.id).toBe('history.pregnancy-status');
    // By caseId alone (no text), the same stored case gives the same questions.
    expect(await questionsFor(triage, { caseId }, cookie)).toEqual(questions);
    expect(questions.map(({ id }) => id)).toContain('screen.gi-bleeding');
    expect(questions.map(({ id }) => id)).not.toContain('vitals.missing');
  });

  it('when only the analysis text is sent, then the questions come from what the text says', async () => {
    const { analysis } = await analysedCase(triage, { ...chestPainCase, vitals: 'HR 104' });
    const stranger = authority.token(`u-stranger-${randomUUID()}`).cookie;
    const ids = (await questionsFor(triage, { analysis }, stranger)).map(({ id }) => id);
    expect(ids[0]).toBe('vitals.missing');
    expect(ids).toContain('screen.ecg-troponin');
  });

  it('when the text says nothing the engine recognises, then general screens still make 3 to 6 questions', async () => {
    const { cookie } = authority.token(`u-free-text-${randomUUID()}`);
    const ids = (await questionsFor(triage, { analysis: 'Patient seems unwell today.' }, cookie)).map(
      ({ id }) => id,
    );
    expect(ids).toEqual(expect.arrayContaining(['history.anticoagulants', 'history.allergies']));
  });

  it('when the caseId is another user’s, then 404', async () => {
    const { caseId, analysis } = await analysedCase(triage, chestPainCase);
    const other = authority.token(`u-other-${randomUUID()}`).cookie;
    const response = await triage.post('/api/generate-followup', { analysis, caseId }, other);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: 'No such case' } });
  });

  it.each([
    ['neither a caseId nor an analysis', {}],
    ['an empty analysis', { analysis: '  ' }],
    ['an analysis over 60,000 characters', { analysis: 'x'.repeat(60_001) }],
  ])('when the request has %s, then 400 JSON', async (_name, body) => {
    const response = await triage.post('/api/generate-followup', body, authority.token('u-invalid').cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'FOLLOW_UP.INVALID', message: expect.any(String), fields: expect.any(Object) },
    });
  });
});

describe('POST /api/generate-followup with the LLM provider', () => {
  const fake = new FakeOpenAiServer();
  let triage: RunningTriage;
  beforeAll(async () => {
    await fake.start();
    triage = await startTriage({}, { OPENAI_BASE_URL: fake.baseUrl, OPENAI_TIMEOUT_MS: '400' });
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await triage.stop();
    await fake.stop();
  });

  it('when the model writes valid questions, then they are returned with the engine’s suggestions in the prompt', async () => {
    const { cookie } = authority.token(`u-llm-q-${randomUUID()}`);
    const questions = [
      { id: 'ecg', question: 'What does the ECG show?' },
      { id: 'screen.aortic-dissection', question: 'Is the pain tearing?' },
      { id: 'allergies', question: 'Any drug allergies?' },
    ];
    fake.enqueue({ kind: 'json', body: { questions } });
    const response = await triage.post(
      '/api/generate-followup',
      { analysis: 'Chest pain, ACS possible' },
      cookie,
    );
    expect(await response.json()).toEqual({ questions, provider: { kind: 'llm', model: 'gpt-4o-mini' } });
    expect(fake.requests[0]!.messages[1]!.content).toContain(
      '<analysis>\nChest pain, ACS possible\n</analysis>',
    );
    expect(fake.requests[0]!.messages[1]!.content).toContain('[history.anticoagulants]');
  });

  it('when the model gives too few questions twice, then the engine’s questions are used', async () => {
    const { cookie } = authority.token(`u-llm-q-${randomUUID()}`);
    const tooFew = { kind: 'json', body: { questions: [{ id: 'a', question: 'Anything else?' }] } } as const;
    fake.enqueue(tooFew, tooFew);
    const response = await triage.post('/api/generate-followup', { analysis: 'Chest pain' }, cookie);
    const body = (await response.json()) as { questions: unknown[]; provider: unknown };
    expect(body.provider).toEqual({ kind: 'guideline' });
    expect(body.questions.length).toBeGreaterThanOrEqual(3);
  });
});
