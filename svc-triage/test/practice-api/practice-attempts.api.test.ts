import type {
  ErrorBody,
  NextPracticeCaseResponse,
  PracticeAttemptResponse,
  PracticeBankResponse,
  PracticeProgress,
  PracticeRedFlagsResponse,
} from '@manan/contracts';
import { redFlagCatalog } from '../../src/domain/engine';
import { soreThroatCase, chestPainCase } from '../support/triage-test-service';
import {
  json,
  newUser,
  startPracticeTriage,
  waitFor,
  type PracticeTriage,
} from './support/practice-fixtures';

describe('training mode for a trainee: cases, attempts, the comparison', () => {
  let triage: PracticeTriage;
  beforeAll(async () => (triage = await startPracticeTriage()));
  afterAll(() => triage.stop());
  beforeEach(() => triage.setNow('2026-11-20T09:00:00.000Z'));

  const attempt = (cookie: string, body: unknown) =>
    triage.send('POST', '/api/practice/attempts', cookie, body);

  it('when the red flags are asked for, then the guideline engine catalogue comes with ids, names and groups', async () => {
    const { cookie } = newUser();
    const { redFlags } = await json<PracticeRedFlagsResponse>(
      await triage.get('/api/practice/red-flags', cookie),
    );
    expect(redFlags).toContainEqual({
      id: 'acute-coronary-syndrome',
      name: 'Acute coronary syndrome',
      group: 'cardiovascular',
    });
    expect(redFlags.length).toBeGreaterThan(50);
  });

  it('when the engine defines a red flag twice, then the catalogue lists its id once, named as first defined', async () => {
    const { cookie } = newUser();
    const { redFlags } = await json<PracticeRedFlagsResponse>(
      await triage.get('/api/practice/red-flags', cookie),
    );
    const ids = redFlags.map((flag) => flag.id);
    expect(ids).toHaveLength(new Set(ids).size);
    const engineIds = redFlagCatalog.map((flag) => flag.id);
    expect(new Set(ids)).toEqual(new Set(engineIds));
    for (const id of ['giant-cell-arteritis', 'spinal-epidural-abscess']) {
      const first = redFlagCatalog.find((flag) => flag.id === id);
      expect(redFlags.filter((flag) => flag.id === id)).toEqual([
        { id, name: first?.name, group: first?.system },
      ]);
    }
  });

  it('when the bank catalogue is asked for by group, then only that group with its expected levels', async () => {
    const { cookie } = newUser();
    const all = await json<PracticeBankResponse>(await triage.get('/api/practice/bank', cookie));
    expect(all.cases.map((c) => c.id)).toEqual(['tb-cardiovascular-01', 'tb-eye-ent-01', 'tb-infection-01']);
    const one = await json<PracticeBankResponse>(
      await triage.get('/api/practice/bank?group=infection', cookie),
    );
    expect(one.cases).toEqual([
      { id: 'tb-infection-01', title: 'Fever and confusion', group: 'infection', expectedEsi: 2 },
    ]);
    const bad = await triage.get('/api/practice/bank?group=nonsense', cookie);
    expect(bad.status).toBe(400);
    expect((await json<ErrorBody>(bad)).error.code).toBe('PRACTICE.INVALID');
  });

  it('when the next bank case is asked for, then it has no answer and unattempted cases come first', async () => {
    const { cookie } = newUser();
    const first = await triage.get('/api/practice/next?source=bank', cookie);
    expect(first.status).toBe(200);
    const body = await json<NextPracticeCaseResponse & Record<string, unknown>>(first);
    expect(body.case.ref).toEqual({ source: 'bank', id: 'tb-cardiovascular-01' });
    expect(JSON.stringify(body)).not.toMatch(/expectedEsi|answer|teachingPoints|ECG within/);
    await attempt(cookie, { ref: body.case.ref, esi: 2, redFlags: [], firstAction: 'ECG' });
    const second = await json<NextPracticeCaseResponse>(
      await triage.get('/api/practice/next?source=bank', cookie),
    );
    expect(second.case.ref.id).toBe('tb-eye-ent-01');
    const grouped = await json<NextPracticeCaseResponse>(
      await triage.get('/api/practice/next?source=bank&group=cardiovascular', cookie),
    );
    expect(grouped.case.ref.id).toBe('tb-cardiovascular-01');
    const none = await triage.get('/api/practice/next?source=bank&group=trauma', cookie);
    expect(none.status).toBe(404);
    expect((await json<ErrorBody>(none)).error.code).toBe('PRACTICE.NO_CASE_LEFT');
  });

  it('when a trainee under-triages a bank case, then the comparison says under by 2, with caught, missed and extra flags and MANAN’s guideline analysis', async () => {
    const { userId, cookie } = newUser();
    const response = await attempt(cookie, {
      ref: { source: 'bank', id: 'tb-cardiovascular-01' },
      esi: 4,
      redFlags: ['Acute Coronary Syndromes', 'anxiety'],
      firstAction: 'Paracetamol',
    });
    expect(response.status).toBe(201);
    const { attempt: stored, comparison } = await json<PracticeAttemptResponse>(response);
    expect(stored).toMatchObject({
      chosenEsi: 4,
      referenceEsi: 2,
      verdict: 'under',
      by: 2,
      group: 'cardiovascular',
    });
    expect(comparison).toMatchObject({
      verdict: 'under',
      by: 2,
      trainee: {
        esi: 4,
        redFlags: [{ id: 'acute-coronary-syndrome', text: 'Acute coronary syndrome' }, { text: 'anxiety' }],
        firstAction: 'Paracetamol',
      },
      reference: { esi: 2, decisionPoint: 'B', firstAction: '12-lead ECG within 10 minutes' },
      redFlagsCaught: [{ id: 'acute-coronary-syndrome', name: 'Acute coronary syndrome' }],
      redFlagsMissed: [],
      redFlagsExtra: [{ text: 'anxiety' }],
    });
    expect(comparison.manan).toMatchObject({ esi: 2, level: 'HIGH', decisionPoint: 'B' });
    expect(comparison.manan.redFlags).toContainEqual({
      id: 'acute-coronary-syndrome',
      name: 'Acute coronary syndrome',
    });

    const again = await triage.get(`/api/practice/attempts/${stored.id}`, cookie);
    expect(await json(again)).toEqual({ attempt: stored, comparison });
    expect(userId).toBeTruthy();
  });

  it('when a trainee over-triages or misses a flag, then over by N and the flag is missed', async () => {
    const { cookie } = newUser();
    const over = await json<PracticeAttemptResponse>(
      await attempt(cookie, {
        ref: { source: 'bank', id: 'tb-eye-ent-01' },
        esi: 3,
        redFlags: [],
        firstAction: 'Bloods',
      }),
    );
    expect(over.comparison).toMatchObject({ verdict: 'over', by: 2 });
    const missed = await json<PracticeAttemptResponse>(
      await attempt(cookie, {
        ref: { source: 'bank', id: 'tb-infection-01' },
        esi: 2,
        redFlags: [],
        firstAction: 'Fluids',
      }),
    );
    expect(missed.comparison).toMatchObject({
      verdict: 'exact',
      by: 0,
      redFlagsMissed: [{ id: 'sepsis', name: 'Sepsis' }],
      redFlagsCaught: [],
    });
  });

  it('when another user asks for an attempt, then 404, and unknown cases or bad bodies are refused', async () => {
    const owner = newUser();
    const other = newUser();
    const { attempt: stored } = await json<PracticeAttemptResponse>(
      await attempt(owner.cookie, {
        ref: { source: 'bank', id: 'tb-eye-ent-01' },
        esi: 5,
        redFlags: [],
        firstAction: 'Advice',
      }),
    );
    const foreign = await triage.get(`/api/practice/attempts/${stored.id}`, other.cookie);
    expect(foreign.status).toBe(404);
    expect((await json<ErrorBody>(foreign)).error.code).toBe('PRACTICE.NOT_FOUND');
    const unknown = await attempt(owner.cookie, {
      ref: { source: 'bank', id: 'tb-nothing-01' },
      esi: 3,
      redFlags: [],
      firstAction: 'x',
    });
    expect(unknown.status).toBe(404);
    const invalid = await attempt(owner.cookie, {
      ref: { source: 'bank', id: 'tb-eye-ent-01' },
      esi: 6,
      redFlags: [],
      firstAction: '',
    });
    expect(invalid.status).toBe(400);
    expect(await json<ErrorBody>(invalid)).toMatchObject({
      error: {
        code: 'PRACTICE.INVALID',
        fields: { esi: expect.any(String), firstAction: expect.any(String) },
      },
    });
    const tooMany = await attempt(owner.cookie, {
      ref: { source: 'bank', id: 'tb-eye-ent-01' },
      esi: 5,
      redFlags: Array.from({ length: 21 }, (_, i) => `flag ${i}`),
      firstAction: 'Advice',
    });
    expect(tooMany.status).toBe(400);
  });

  it('when a trainee practises, then nothing is counted against the month and only triage.practice.attempted.v1 is published, without free text', async () => {
    const { userId, cookie } = newUser();
    const usedBefore = await triage.service.quota.used(userId, '2026-11');
    const { attempt: stored } = await json<PracticeAttemptResponse>(
      await attempt(cookie, {
        ref: { source: 'bank', id: 'tb-cardiovascular-01' },
        esi: 3,
        redFlags: ['my private note'],
        firstAction: 'Secret first action text',
      }),
    );
    await waitFor(async () => triage.published.some((event) => JSON.stringify(event).includes(stored.id)));
    expect(await triage.service.quota.used(userId, '2026-11')).toBe(usedBefore);
    const mine = triage.published.filter((event) => JSON.stringify(event.data).includes(userId));
    expect(mine.map((event) => event.type)).toEqual(['triage.practice.attempted']);
    expect(mine[0]!.data).toEqual({
      attemptId: stored.id,
      userId,
      caseSource: 'bank',
      caseId: 'tb-cardiovascular-01',
      setId: null,
      chosenEsi: 3,
      referenceEsi: 2,
      verdict: 'under',
      by: 1,
      occurredAt: '2026-11-20T09:00:00.000Z',
    });
    expect(JSON.stringify(mine[0])).not.toMatch(/private note|Secret|Crushing/);
  });

  it('when a trainee practises on their own cases, then the stored level is hidden, is the reference, and another user cannot use them', async () => {
    const owner = newUser();
    const other = newUser();
    const none = await triage.get('/api/practice/next?source=mine', owner.cookie);
    expect(none.status).toBe(404);
    const analysed = await triage.post('/api/analyze', chestPainCase, owner.cookie);
    const { caseId, result } = (await analysed.json()) as { caseId: string; result: { esi: number } };
    triage.setNow('2026-11-20T10:00:00.000Z');
    await triage.post('/api/analyze', soreThroatCase, owner.cookie);
    const usedAfterAnalyses = await triage.service.quota.used(owner.userId, '2026-11');

    const next = await json<NextPracticeCaseResponse>(
      await triage.get('/api/practice/next?source=mine', owner.cookie),
    );
    expect(next.case).toMatchObject({
      ref: { source: 'mine' },
      group: 'eye-ent',
      patient: { chiefComplaint: 'Sore throat' },
    });
    expect(Object.keys(next.case).sort()).toEqual(['group', 'patient', 'ref', 'title']);
    expect(JSON.stringify(next)).not.toMatch(/"esi"|triageLevel|EMERGENCY|HIGH|MEDIUM|\bLOW\b/);

    const response = await attempt(owner.cookie, {
      ref: { source: 'mine', id: caseId },
      esi: 1,
      redFlags: ['acute-coronary-syndrome'],
      firstAction: 'ECG',
    });
    expect(response.status).toBe(201);
    const { comparison } = await json<PracticeAttemptResponse>(response);
    expect(comparison.reference.esi).toBe(result.esi);
    expect(comparison.redFlagsCaught).toContainEqual({
      id: 'acute-coronary-syndrome',
      name: 'Acute coronary syndrome',
    });
    expect(await triage.service.quota.used(owner.userId, '2026-11')).toBe(usedAfterAnalyses);

    const newest = await json<NextPracticeCaseResponse>(
      await triage.get('/api/practice/next?source=mine', owner.cookie),
    );
    expect(newest.case.patient.chiefComplaint).toBe('Sore throat');
    const foreign = await attempt(other.cookie, {
      ref: { source: 'mine', id: caseId },
      esi: 2,
      redFlags: [],
      firstAction: 'ECG',
    });
    expect(foreign.status).toBe(404);
  });

  it('when progress is asked for, then rates, by level and group, recent attempts, the UTC-day streak and the daily series', async () => {
    const { cookie } = newUser();
    const empty = await json<PracticeProgress>(await triage.get('/api/practice/progress', cookie));
    expect(empty).toMatchObject({
      attempts: 0,
      exactRate: null,
      underRate: null,
      overRate: null,
      recent: [],
      streak: { current: 0, best: 0 },
      daily: [],
    });

    const at = async (iso: string, id: string, esi: number) => {
      triage.setNow(iso);
      await attempt(cookie, { ref: { source: 'bank', id }, esi, redFlags: [], firstAction: 'x' });
    };
    await at('2026-11-10T23:59:00.000Z', 'tb-eye-ent-01', 5); // exact
    await at('2026-11-11T00:01:00.000Z', 'tb-cardiovascular-01', 4); // under by 2
    await at('2026-11-12T12:00:00.000Z', 'tb-infection-01', 1); // over by 1
    await at('2026-11-18T08:00:00.000Z', 'tb-infection-01', 2); // exact
    await at('2026-11-19T08:00:00.000Z', 'tb-eye-ent-01', 5); // exact
    triage.setNow('2026-11-20T09:00:00.000Z');

    const progress = await json<PracticeProgress>(await triage.get('/api/practice/progress', cookie));
    expect(progress).toMatchObject({
      attempts: 5,
      exactRate: 3 / 5,
      underRate: 1 / 5,
      overRate: 1 / 5,
      streak: { current: 2, best: 3 },
    });
    expect(progress.byLevel).toEqual([
      { esi: 1, attempts: 0, exact: 0, under: 0 },
      { esi: 2, attempts: 3, exact: 1, under: 1 },
      { esi: 3, attempts: 0, exact: 0, under: 0 },
      { esi: 4, attempts: 0, exact: 0, under: 0 },
      { esi: 5, attempts: 2, exact: 2, under: 0 },
    ]);
    expect(progress.byGroup).toEqual([
      { group: 'cardiovascular', attempts: 1, exact: 0, under: 1 },
      { group: 'infection', attempts: 2, exact: 1, under: 0 },
      { group: 'eye-ent', attempts: 2, exact: 2, under: 0 },
    ]);
    expect(progress.recent.map((r) => [r.at.slice(0, 10), r.verdict, r.by])).toEqual([
      ['2026-11-19', 'exact', 0],
      ['2026-11-18', 'exact', 0],
      ['2026-11-12', 'over', 1],
      ['2026-11-11', 'under', 2],
      ['2026-11-10', 'exact', 0],
    ]);
    expect(progress.daily).toEqual([
      { day: '2026-11-10', attempts: 1, exact: 1 },
      { day: '2026-11-11', attempts: 1, exact: 0 },
      { day: '2026-11-12', attempts: 1, exact: 0 },
      { day: '2026-11-18', attempts: 1, exact: 1 },
      { day: '2026-11-19', attempts: 1, exact: 1 },
    ]);
    triage.setNow('2026-11-21T23:00:00.000Z');
    const lapsed = await json<PracticeProgress>(await triage.get('/api/practice/progress', cookie));
    expect(lapsed.streak).toEqual({ current: 0, best: 3 });
  });

  it('when more than 20 attempts exist, then recent lists the newest 20', async () => {
    const { cookie } = newUser();
    for (let i = 0; i < 22; i++) {
      triage.setNow(new Date(Date.UTC(2026, 10, 20, 9, i)).toISOString());
      await attempt(cookie, {
        ref: { source: 'bank', id: 'tb-eye-ent-01' },
        esi: 5,
        redFlags: [],
        firstAction: 'x',
      });
    }
    const progress = await json<PracticeProgress>(await triage.get('/api/practice/progress', cookie));
    expect(progress.attempts).toBe(22);
    expect(progress.recent).toHaveLength(20);
    expect(progress.recent[0]!.at).toBe('2026-11-20T09:21:00.000Z');
  });

  it('when no session is sent, then 401', async () => {
    expect((await triage.get('/api/practice/progress')).status).toBe(401);
  });
});
