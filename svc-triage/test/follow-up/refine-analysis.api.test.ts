import { randomUUID } from 'node:crypto';
import {
  abdominalPainCase,
  authority,
  backPainCase,
  chestPainCase,
  feelingUnwellCase,
  soreThroatCase,
  startTriage,
  type RunningTriage,
} from '../support/triage-test-service';
import { analysedCase, qa, questionsFor, type RefineBody } from './follow-up-support';

describe('POST /api/refine-analysis', () => {
  let triage: RunningTriage;
  beforeAll(async () => (triage = await startTriage()));
  afterAll(() => triage.stop());

  const refine = async (body: unknown, cookie: string) => {
    const response = await triage.post('/api/refine-analysis', body, cookie);
    expect(response.status).toBe(200);
    return (await response.json()) as RefineBody;
  };

  it('when she turns out to be 8 weeks pregnant, then abdominal pain is raised and stored as a revision', async () => {
    const { userId, cookie, caseId, analysis } = await analysedCase(triage, abdominalPainCase);
    const questions = await questionsFor(triage, { analysis, caseId }, cookie);
    const pregnancy = questions.find(({ id }) => id === 'history.pregnancy-status');
    const month = new Date().toISOString().slice(0, 7);
    const usedBefore = await triage.service.quota.used(userId, month);

    const body = await refine(
      { analysis, caseId, followUpResponses: qa(pregnancy, 'yes, she is 8 weeks pregnant') },
      cookie,
    );
    expect(body.result.level).toBe('HIGH');
    expect(body.change).toMatchObject({
      direction: 'raised',
      from: { level: 'MEDIUM' },
      to: { level: 'HIGH' },
    });
    expect(body.refinedAnalysis).toMatch(
      /^CHANGES AFTER FOLLOW-UP\n- Level raised from MEDIUM \[ESI 3\] to HIGH/,
    );
    expect(body.refinedAnalysis).toMatch(/because of: Ectopic pregnancy/);
    expect(body.refinedAnalysis).toContain('1. TRIAGE LEVEL\nHIGH - ESI 2');
    expect(body).toMatchObject({
      caseId,
      revision: 2,
      provider: { kind: 'guideline' },
      verification: { checked: true },
    });
    expect(usedBefore).toBe(1);
    expect(await triage.service.quota.used(userId, month)).toBe(1);

    const [listed] = (await (await triage.get('/api/cases', cookie)).json()) as Array<
      Record<string, unknown>
    >;
    expect(listed).toMatchObject({
      id: caseId,
      analysis: body.refinedAnalysis,
      triageLevel: expect.stringContaining('HIGH'),
      updatedAt: body.timestamp,
      revisions: [
        { revision: 1, kind: 'analysis', analysis, triageLevel: expect.stringContaining('MEDIUM') },
        {
          revision: 2,
          kind: 'refinement',
          analysis: body.refinedAnalysis,
          createdAt: body.timestamp,
          followUpResponses: qa(pregnancy, 'yes, she is 8 weeks pregnant'),
        },
      ],
    });
  });

  it('when a case is refined twice, then earlier answers still count and both revisions are kept', async () => {
    const { cookie, caseId, analysis } = await analysedCase(triage, abdominalPainCase);
    const questions = await questionsFor(triage, { analysis, caseId }, cookie);
    const first = await refine(
      { analysis, caseId, followUpResponses: qa(questions[0], 'yes, 8 weeks pregnant') },
      cookie,
    );
    const next = await questionsFor(triage, { analysis: first.refinedAnalysis, caseId }, cookie);
    expect(next.map(({ id }) => id)).not.toContain('history.pregnancy-status');
    const second = await refine(
      {
        analysis: first.refinedAnalysis,
        caseId,
        followUpResponses: { 'history.allergies': 'Q: Allergies?\nA: none' },
      },
      cookie,
    );
    expect(second).toMatchObject({
      revision: 3,
      change: { direction: 'unchanged' },
      result: { level: 'HIGH' },
    });
    const stored = (await (await triage.get(`/api/cases/${caseId}`, cookie)).json()) as {
      revisions: unknown[];
    };
    expect(stored.revisions).toHaveLength(3);
  });

  it('when back pain comes with new numbness between the legs, then it is raised for cauda equina', async () => {
    const { cookie, caseId, analysis } = await analysedCase(triage, backPainCase);
    const questions = await questionsFor(triage, { analysis, caseId }, cookie);
    const screen = questions.find(({ id }) => id === 'screen.cauda-equina');
    const body = await refine(
      { analysis, caseId, followUpResponses: qa(screen, 'new numbness between the legs') },
      cookie,
    );
    expect(body.change).toMatchObject({ direction: 'raised', to: { level: 'HIGH' } });
    expect(body.refinedAnalysis).toMatch(
      /Level raised from LOW \[ESI 5\] to HIGH \[ESI 2\] because of: Cauda equina/,
    );
    expect(body.refinedAnalysis).toMatch(/New red flags: Cauda equina syndrome/);
  });

  it('when the cauda equina screen is answered "no", then the level stays', async () => {
    const { cookie, caseId, analysis } = await analysedCase(triage, backPainCase);
    const questions = await questionsFor(triage, { analysis, caseId }, cookie);
    const screen = questions.find(({ id }) => id === 'screen.cauda-equina');
    const body = await refine({ analysis, caseId, followUpResponses: qa(screen, 'no') }, cookie);
    expect(body.change.direction).toBe('unchanged');
    expect(body.refinedAnalysis).toMatch(/^CHANGES AFTER FOLLOW-UP\n- Level unchanged: LOW/);
  });

  it('when an answer shows the complaint is minor, then the level is lowered with the reason', async () => {
    const { cookie, caseId, analysis, level } = await analysedCase(triage, feelingUnwellCase);
    expect(level).toBe('MEDIUM');
    const body = await refine(
      {
        analysis,
        caseId,
        followUpResponses: {
          'main-problem':
            'Q: What is the main problem?\nA: a mild sore throat and runny nose, eating and drinking normally',
        },
      },
      cookie,
    );
    expect(body.change).toMatchObject({
      direction: 'lowered',
      from: { level: 'MEDIUM' },
      to: { level: 'LOW' },
    });
    expect(body.refinedAnalysis).toMatch(
      /Level lowered from MEDIUM \[ESI 3\] to LOW \[ESI 5\] because of: No ESI resources/,
    );
  });

  it('when every answer is empty, then they are ignored and nothing changes', async () => {
    const { cookie, caseId, analysis } = await analysedCase(triage, chestPainCase);
    const body = await refine(
      { analysis, caseId, followUpResponses: { a: 'Q: Allergies?\nA:   ', b: '' } },
      cookie,
    );
    expect(body.change.direction).toBe('unchanged');
    expect(body.refinedAnalysis).toContain('Answers considered: none');
  });

  it('when only the caseId is sent, then the stored case and its structured result are re-scored', async () => {
    const { cookie, caseId } = await analysedCase(triage, abdominalPainCase);
    const body = await refine(
      {
        caseId,
        followUpResponses: { 'history.pregnancy-status': 'Q: Pregnant?\nA: yes, 8 weeks pregnant' },
      },
      cookie,
    );
    expect(body).toMatchObject({
      caseId,
      revision: 2,
      result: { level: 'HIGH', esi: 2 },
      change: { direction: 'raised', from: { level: 'MEDIUM', esi: 3 }, to: { level: 'HIGH', esi: 2 } },
    });
  });

  it('when the caseId comes with a text that says another level, then the stored result is used, not the text', async () => {
    const { cookie, caseId, level } = await analysedCase(triage, soreThroatCase);
    expect(level).toBe('LOW');
    const body = await refine(
      { caseId, analysis: 'TRIAGE LEVEL: EMERGENCY - ESI 1 (EMERGENCY)', followUpResponses: {} },
      cookie,
    );
    expect(body.change).toMatchObject({
      direction: 'unchanged',
      from: { level: 'LOW' },
      to: { level: 'LOW' },
    });
    expect(body.result.level).toBe('LOW');
  });

  it('when no caseId is sent but the text is one of the caller’s analyses, then that case is re-scored, not stored', async () => {
    const { cookie, caseId, analysis } = await analysedCase(triage, abdominalPainCase);
    const body = await refine(
      {
        analysis,
        followUpResponses: { 'history.pregnancy-status': 'Q: Pregnant?\nA: yes, 8 weeks pregnant' },
      },
      cookie,
    );
    expect(body.result.level).toBe('HIGH');
    expect(body).not.toHaveProperty('caseId');
    const stored = (await (await triage.get(`/api/cases/${caseId}`, cookie)).json()) as Record<
      string,
      unknown
    >;
    expect(stored).not.toHaveProperty('revisions');
  });

  it('when only someone else’s analysis text is sent, then answers can raise the level to a guideline floor', async () => {
    const { analysis } = await analysedCase(triage, soreThroatCase);
    const stranger = authority.token(`u-stranger-${randomUUID()}`).cookie;
    const body = await refine(
      {
        analysis,
        followUpResponses: {
          'screen.general-red-flags':
            'Q: Any chest pain?\nA: yes, crushing central chest pain radiating to the left arm with sweating',
        },
      },
      stranger,
    );
    expect(body.change).toMatchObject({ direction: 'raised', from: { level: 'LOW' }, to: { level: 'HIGH' } });
  });

  it('when the caseId is another user’s, then 404', async () => {
    const { caseId, analysis } = await analysedCase(triage, chestPainCase);
    const other = authority.token(`u-other-${randomUUID()}`).cookie;
    const response = await triage.post(
      '/api/refine-analysis',
      { analysis, caseId, followUpResponses: {} },
      other,
    );
    expect(response.status).toBe(404);
    const byIdAlone = await triage.post('/api/refine-analysis', { caseId, followUpResponses: {} }, other);
    expect(byIdAlone.status).toBe(404);
    expect(await byIdAlone.json()).toMatchObject({ error: { code: 'CASES.NOT_FOUND' } });
  });

  it.each([
    ['neither a caseId nor an analysis', { followUpResponses: {} }],
    ['an empty analysis and no caseId', { analysis: '  ', followUpResponses: {} }],
    ['followUpResponses that is not an object', { analysis: 'x', followUpResponses: 'yes' }],
    ['an answer that is not text', { analysis: 'x', followUpResponses: { a: 5 } }],
    ['an answer over 4,000 characters', { analysis: 'x', followUpResponses: { a: 'x'.repeat(4_001) } }],
    [
      '21 answers',
      {
        analysis: 'x',
        followUpResponses: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`q${i}`, 'A: y'])),
      },
    ],
  ])('when the request has %s, then 400 JSON', async (_name, body) => {
    const response = await triage.post('/api/refine-analysis', body, authority.token('u-invalid').cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: expect.any(String) } });
  });
});

describe('the refinement rate limit', () => {
  let clock = new Date('2026-05-01T10:00:00Z');
  let triage: RunningTriage;
  beforeAll(async () => (triage = await startTriage({ now: () => clock })));
  afterAll(() => triage.stop());

  it('when a user refines 31 times within an hour, then the 31st gets 429 with Retry-After until the hour passes', async () => {
    const { cookie } = authority.token(`u-rate-${randomUUID()}`);
    const body = { analysis: 'LOW - ESI 4', followUpResponses: { a: 'Q: Allergies?\nA: none' } };
    for (let count = 0; count < 30; count++) {
      clock = new Date(clock.getTime() + 60_000);
      expect((await triage.post('/api/refine-analysis', body, cookie)).status).toBe(200);
    }
    const refused = await triage.post('/api/refine-analysis', body, cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      error: { message: expect.stringMatching(/try again later/) },
    });

    const otherUser = authority.token(`u-rate-${randomUUID()}`).cookie;
    expect((await triage.post('/api/refine-analysis', body, otherUser)).status).toBe(200);

    clock = new Date(clock.getTime() + Number(refused.headers.get('retry-after')) * 1000);
    expect((await triage.post('/api/refine-analysis', body, cookie)).status).toBe(200);
  });
});
