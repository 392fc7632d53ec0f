import { randomUUID } from 'node:crypto';
import type {
  CaseSetResponse,
  CaseSetResults,
  JoinedCaseSets,
  PracticeAttemptResponse,
} from '@manan/contracts';
import {
  json,
  newUser,
  startPracticeTriage,
  waitFor,
  type PracticeTriage,
} from './support/practice-fixtures';

describe('training mode and account deletion (auth.user.deleted.v1)', () => {
  let triage: PracticeTriage;
  beforeAll(async () => (triage = await startPracticeTriage()));
  afterAll(() => triage.stop());

  const deleteAccount = async (userId: string) => {
    await triage.bus.publish({
      messageId: randomUUID(),
      type: 'auth.user.deleted',
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { userId },
    });
  };
  const setAttempt = (cookie: string, setId: string) =>
    triage.send('POST', '/api/practice/attempts', cookie, {
      ref: { source: 'set', setId, id: 'tb-eye-ent-01' },
      esi: 5,
      redFlags: [],
      firstAction: 'Advice',
    });

  it("when a trainee's account is deleted, then their attempts and membership go and the educator's results no longer list them", async () => {
    const educator = newUser('educator');
    const trainee = newUser('trainee');
    const { set } = await json<CaseSetResponse>(
      await triage.send('POST', '/api/practice/sets', educator.cookie, {
        title: 'S',
        cases: [{ bankId: 'tb-eye-ent-01' }],
      }),
    );
    await triage.send('POST', '/api/practice/joins', trainee.cookie, { code: set.code, traineeName: 'Gone' });
    const made = await json<PracticeAttemptResponse>(await setAttempt(trainee.cookie, set.id));
    const own = await json<PracticeAttemptResponse>(
      await triage.send('POST', '/api/practice/attempts', trainee.cookie, {
        ref: { source: 'bank', id: 'tb-infection-01' },
        esi: 2,
        redFlags: [],
        firstAction: 'Fluids',
      }),
    );

    await deleteAccount(trainee.userId);
    await waitFor(
      async () =>
        (await triage.get(`/api/practice/attempts/${own.attempt.id}`, trainee.cookie)).status === 404,
    );
    expect((await triage.get(`/api/practice/attempts/${made.attempt.id}`, trainee.cookie)).status).toBe(404);
    expect(
      (await json<JoinedCaseSets>(await triage.get('/api/practice/joined', trainee.cookie))).sets,
    ).toEqual([]);
    const results = await json<CaseSetResults>(
      await triage.get(`/api/practice/sets/${set.id}/results`, educator.cookie),
    );
    expect(results.trainees).toEqual([]);
    expect(results.cases[0]!.attempts).toBe(0);
  });

  it("when an educator's account is deleted, then their sets, the memberships and the attempts made in them go; the trainee's own practice stays", async () => {
    const educator = newUser('educator');
    const trainee = newUser('trainee');
    const { set } = await json<CaseSetResponse>(
      await triage.send('POST', '/api/practice/sets', educator.cookie, {
        title: 'S',
        cases: [{ bankId: 'tb-eye-ent-01' }],
      }),
    );
    await triage.send('POST', '/api/practice/joins', trainee.cookie, { code: set.code });
    const inSet = await json<PracticeAttemptResponse>(await setAttempt(trainee.cookie, set.id));
    const own = await json<PracticeAttemptResponse>(
      await triage.send('POST', '/api/practice/attempts', trainee.cookie, {
        ref: { source: 'bank', id: 'tb-eye-ent-01' },
        esi: 5,
        redFlags: [],
        firstAction: 'Advice',
      }),
    );

    await deleteAccount(educator.userId);
    await waitFor(
      async () => (await triage.get(`/api/practice/sets/${set.id}`, educator.cookie)).status === 404,
    );
    expect((await triage.get(`/api/practice/attempts/${inSet.attempt.id}`, trainee.cookie)).status).toBe(404);
    expect(
      (await json<JoinedCaseSets>(await triage.get('/api/practice/joined', trainee.cookie))).sets,
    ).toEqual([]);
    expect(
      (await triage.send('POST', '/api/practice/joins', newUser().cookie, { code: set.code })).status,
    ).toBe(404);
    expect((await triage.get(`/api/practice/attempts/${own.attempt.id}`, trainee.cookie)).status).toBe(200);
  });
});
