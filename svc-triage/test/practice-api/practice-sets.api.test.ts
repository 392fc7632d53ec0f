import type {
  CaseSetDetail,
  CaseSetList,
  CaseSetResponse,
  CaseSetResults,
  ErrorBody,
  IdentifiersFoundError,
  JoinCaseSetResponse,
  JoinedCaseSets,
  NextPracticeCaseResponse,
  PracticeAttemptResponse,
} from '@manan/contracts';
import {
  json,
  newUser,
  startPracticeTriage,
  writtenCase,
  type PracticeTriage,
} from './support/practice-fixtures';

describe('training mode for an educator: case sets, joins, results, CSV', () => {
  let triage: PracticeTriage;
  beforeAll(async () => (triage = await startPracticeTriage()));
  afterAll(() => triage.stop());
  beforeEach(() => triage.setNow('2026-11-20T09:00:00.000Z'));

  const createSet = (cookie: string, body: unknown) =>
    triage.send('POST', '/api/practice/sets', cookie, body);
  const join = (cookie: string, code: string, traineeName?: string) =>
    triage.send('POST', '/api/practice/joins', cookie, { code, ...(traineeName ? { traineeName } : {}) });
  const attempt = (cookie: string, setId: string, id: string, esi: number, redFlags: string[] = []) =>
    triage.send('POST', '/api/practice/attempts', cookie, {
      ref: { source: 'set', setId, id },
      esi,
      redFlags,
      firstAction: 'Act',
    });
  const standardSet = async (cookie: string, educatorName = 'Dr Educator') => {
    const response = await createSet(cookie, {
      title: 'Week 1',
      educatorName,
      cases: [{ bankId: 'tb-infection-01' }, { bankId: 'tb-eye-ent-01' }, writtenCase('Back after lifting')],
    });
    expect(response.status).toBe(201);
    return (await json<CaseSetResponse>(response)).set;
  };

  it('when an educator creates a set, then it has a share code of 8 unambiguous characters, and is listed and shown to its owner only', async () => {
    const educator = newUser('educator');
    const other = newUser('other');
    const set = await standardSet(educator.cookie);
    expect(set).toMatchObject({
      title: 'Week 1',
      caseCount: 3,
      traineeCount: 0,
      createdAt: '2026-11-20T09:00:00.000Z',
    });
    expect(set.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    triage.setNow('2026-11-20T10:00:00.000Z');
    const later = await standardSet(educator.cookie);
    const list = await json<CaseSetList>(await triage.get('/api/practice/sets', educator.cookie));
    expect(list.sets.map((s) => s.id)).toEqual([later.id, set.id]);
    expect(later.code).not.toBe(set.code);
    expect((await json<CaseSetList>(await triage.get('/api/practice/sets', other.cookie))).sets).toEqual([]);

    const detail = await json<CaseSetDetail>(
      await triage.get(`/api/practice/sets/${set.id}`, educator.cookie),
    );
    expect(detail.cases.map((c) => [c.id, c.source, c.answer.expectedEsi])).toEqual([
      ['tb-infection-01', 'bank', 2],
      ['tb-eye-ent-01', 'bank', 5],
      ['written-3', 'written', 5],
    ]);
    expect(detail.cases[2]).toMatchObject({ title: 'Back after lifting', group: 'skin-musculoskeletal' });
    for (const path of [
      `/api/practice/sets/${set.id}`,
      `/api/practice/sets/${set.id}/results`,
      `/api/practice/sets/${set.id}/results.csv`,
    ]) {
      const response = await triage.get(path, other.cookie);
      expect([path, response.status]).toEqual([path, 404]);
      expect((await json<ErrorBody>(response)).error.code).toBe('PRACTICE.SET_NOT_FOUND');
    }
    expect((await triage.send('DELETE', `/api/practice/sets/${set.id}`, other.cookie)).status).toBe(404);
    expect((await triage.get(`/api/practice/sets/${set.id}`, educator.cookie)).status).toBe(200);
  });

  it('when a written case holds a patient identifier, then 400 PRIVACY.IDENTIFIERS_FOUND naming the field, and nothing is stored; a dismissed finding passes', async () => {
    const educator = newUser('educator');
    const response = await createSet(educator.cookie, {
      title: 'Identifiers',
      cases: [writtenCase('Back pain', { symptoms: 'Mr John Smith, MRN 12345678, back pain after lifting' })],
    });
    expect(response.status).toBe(400);
    const body = await json<IdentifiersFoundError>(response);
    expect(body.error.code).toBe('PRIVACY.IDENTIFIERS_FOUND');
    expect(body.identifiers.length).toBeGreaterThan(0);
    expect(body.identifiers.every((finding) => finding.field === 'cases.0.symptoms')).toBe(true);
    expect((await json<CaseSetList>(await triage.get('/api/practice/sets', educator.cookie))).sets).toEqual(
      [],
    );

    const dismissed = await createSet(educator.cookie, {
      title: 'Identifiers dismissed',
      cases: [writtenCase('Back pain', { symptoms: 'Mr John Smith, MRN 12345678, back pain after lifting' })],
      dismissedIdentifiers: body.identifiers.map(({ field, kind, text }) => ({ field, kind, text })),
    });
    expect(dismissed.status).toBe(201);
  });

  it('when a set is invalid, then 400 PRACTICE.INVALID with the field', async () => {
    const educator = newUser('educator');
    const unknownBank = await createSet(educator.cookie, {
      title: 'x',
      cases: [{ bankId: 'tb-nothing-01' }],
    });
    expect(unknownBank.status).toBe(400);
    expect(await json<ErrorBody>(unknownBank)).toMatchObject({
      error: { code: 'PRACTICE.INVALID', fields: { 'cases.0.bankId': expect.any(String) } },
    });
    const empty = await createSet(educator.cookie, { title: 'x', cases: [] });
    expect(empty.status).toBe(400);
    const badFlag = writtenCase('x');
    badFlag.answer.redFlags = ['not-a-flag'];
    expect((await createSet(educator.cookie, { title: 'x', cases: [badFlag] })).status).toBe(400);
  });

  it('when a Free educator puts 11 cases in a set, then 403 PRACTICE.SET_CASE_LIMIT; Premium may', async () => {
    const educator = newUser('educator');
    const cases = Array.from({ length: 11 }, (_, i) => writtenCase(`Case ${i + 1}`));
    const ten = await createSet(educator.cookie, { title: 'Ten', cases: cases.slice(0, 10) });
    expect(ten.status).toBe(201);
    const eleven = await createSet(educator.cookie, { title: 'Eleven', cases });
    expect(eleven.status).toBe(403);
    expect((await json<ErrorBody>(eleven)).error).toMatchObject({
      code: 'PRACTICE.SET_CASE_LIMIT',
      message: 'Case sets with more than 10 cases are a Premium feature.',
    });
    await triage.makePremium(educator.userId);
    const premium = await createSet(educator.cookie, { title: 'Eleven', cases });
    expect(premium.status).toBe(201);
    expect((await json<CaseSetResponse>(premium)).set.caseCount).toBe(11);
    const tooMany = Array.from({ length: 101 }, (_, i) => writtenCase(`Case ${i + 1}`));
    expect((await createSet(educator.cookie, { title: 'Too many', cases: tooMany })).status).toBe(400);
  });

  it('when trainees join a Free educator’s set, then the code works in any case with or without hyphen, twice is idempotent, and the 6th gets 403 PRACTICE.SET_TRAINEE_LIMIT; Premium lets them in', async () => {
    const educator = newUser('educator');
    const set = await standardSet(educator.cookie);
    const unknown = await join(newUser().cookie, 'ZZZZ-ZZZZ');
    expect(unknown.status).toBe(404);
    expect((await json<ErrorBody>(unknown)).error.code).toBe('PRACTICE.SET_NOT_FOUND');
    expect((await join(newUser().cookie, 'not a code')).status).toBe(404);

    const first = newUser('trainee');
    const joined = await join(first.cookie, set.code.replace('-', '').toLowerCase());
    expect(joined.status).toBe(200);
    expect(await json<JoinCaseSetResponse>(joined)).toEqual({
      set: { id: set.id, title: 'Week 1', caseCount: 3, educator: 'Dr Educator' },
    });
    expect((await join(first.cookie, ` ${set.code.toLowerCase()} `)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await join(newUser('trainee').cookie, set.code)).status).toBe(200);
    expect((await join(educator.cookie, set.code)).status).toBe(200);
    const sixth = await join(newUser('trainee').cookie, set.code);
    expect(sixth.status).toBe(403);
    expect((await json<ErrorBody>(sixth)).error).toMatchObject({
      code: 'PRACTICE.SET_TRAINEE_LIMIT',
      message: 'This case set is full.',
    });
    const summary = await json<CaseSetDetail>(
      await triage.get(`/api/practice/sets/${set.id}`, educator.cookie),
    );
    expect(summary.set.traineeCount).toBe(5);

    await triage.makePremium(educator.userId);
    expect((await join(newUser('trainee').cookie, set.code)).status).toBe(200);
  });

  it('when a trainee works through a set, then cases come in order with their position, attempts need a join, and the trainee cannot read the results', async () => {
    const educator = newUser('educator');
    const trainee = newUser('trainee');
    const set = await standardSet(educator.cookie);
    expect((await triage.get(`/api/practice/next?source=set&setId=${set.id}`, trainee.cookie)).status).toBe(
      404,
    );
    expect((await attempt(trainee.cookie, set.id, 'tb-infection-01', 2)).status).toBe(404);
    expect((await triage.get('/api/practice/next?source=set', trainee.cookie)).status).toBe(400);

    await join(trainee.cookie, set.code, 'Asha');
    const next = await json<NextPracticeCaseResponse>(
      await triage.get(`/api/practice/next?source=set&setId=${set.id}`, trainee.cookie),
    );
    expect(next.case).toMatchObject({
      ref: { source: 'set', setId: set.id, id: 'tb-infection-01' },
      position: { index: 1, total: 3 },
    });
    expect(JSON.stringify(next)).not.toMatch(/expectedEsi|teachingPoints/);
    expect((await attempt(trainee.cookie, set.id, 'tb-infection-01', 2)).status).toBe(201);
    const second = await json<NextPracticeCaseResponse>(
      await triage.get(`/api/practice/next?source=set&setId=${set.id}`, trainee.cookie),
    );
    expect(second.case.position).toEqual({ index: 2, total: 3 });
    await attempt(trainee.cookie, set.id, 'tb-eye-ent-01', 5);
    await attempt(trainee.cookie, set.id, 'written-3', 4);
    const done = await triage.get(`/api/practice/next?source=set&setId=${set.id}`, trainee.cookie);
    expect((await json<ErrorBody>(done)).error.code).toBe('PRACTICE.NO_CASE_LEFT');

    const joinedList = await json<JoinedCaseSets>(await triage.get('/api/practice/joined', trainee.cookie));
    expect(joinedList.sets).toEqual([
      {
        id: set.id,
        title: 'Week 1',
        caseCount: 3,
        attempted: 3,
        exact: 2,
        educator: 'Dr Educator',
        joinedAt: '2026-11-20T09:00:00.000Z',
      },
    ]);
    for (const path of [
      `/api/practice/sets/${set.id}/results`,
      `/api/practice/sets/${set.id}/results.csv`,
      `/api/practice/sets/${set.id}`,
    ])
      expect([path, (await triage.get(path, trainee.cookie)).status]).toEqual([path, 404]);
  });

  it('when two trainees attempt, then the results count each one’s first attempt per case, only attempts made in the set, and the CSV matches exactly', async () => {
    const educator = newUser('educator');
    const set = await standardSet(educator.cookie, 'Dr E');
    const asha = newUser('asha');
    const ben = newUser('ben');
    triage.setNow('2026-11-20T09:05:00.000Z');
    await join(asha.cookie, set.code, 'Asha');
    triage.setNow('2026-11-20T09:06:00.000Z');
    await join(ben.cookie, set.code, '=HYPERLINK("x"), Ben');

    triage.setNow('2026-11-20T10:00:00.000Z');
    await attempt(asha.cookie, set.id, 'tb-infection-01', 3); // under by 1, misses sepsis
    triage.setNow('2026-11-20T10:01:00.000Z');
    await attempt(asha.cookie, set.id, 'tb-infection-01', 2, ['sepsis']); // a second try: not in results
    triage.setNow('2026-11-20T10:02:00.000Z');
    await attempt(asha.cookie, set.id, 'tb-eye-ent-01', 5);
    triage.setNow('2026-11-20T10:03:00.000Z');
    await attempt(ben.cookie, set.id, 'tb-infection-01', 2, ['Sepsis']);
    // Practice outside the set never reaches the educator.
    await triage.send('POST', '/api/practice/attempts', ben.cookie, {
      ref: { source: 'bank', id: 'tb-cardiovascular-01' },
      esi: 5,
      redFlags: [],
      firstAction: 'Home',
    });

    const results = await json<CaseSetResults>(
      await triage.get(`/api/practice/sets/${set.id}/results`, educator.cookie),
    );
    expect(results.set).toMatchObject({ id: set.id, traineeCount: 2, caseCount: 3 });
    expect(results.trainees).toEqual([
      { trainee: 'Asha', joinedAt: '2026-11-20T09:05:00.000Z', attempts: 2, exactRate: 0.5, underRate: 0.5 },
      {
        trainee: '=HYPERLINK("x"), Ben',
        joinedAt: '2026-11-20T09:06:00.000Z',
        attempts: 1,
        exactRate: 1,
        underRate: 0,
      },
    ]);
    expect(results.cases).toEqual([
      {
        id: 'tb-infection-01',
        title: 'Fever and confusion',
        expectedEsi: 2,
        chosen: { 1: 0, 2: 1, 3: 1, 4: 0, 5: 0 },
        attempts: 2,
        exactRate: 0.5,
        underRate: 0.5,
        missedRedFlags: [{ id: 'sepsis', name: 'Sepsis', missedBy: 1 }],
      },
      {
        id: 'tb-eye-ent-01',
        title: 'Sore throat',
        expectedEsi: 5,
        chosen: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 },
        attempts: 1,
        exactRate: 1,
        underRate: 0,
        missedRedFlags: [],
      },
      {
        id: 'written-3',
        title: 'Back after lifting',
        expectedEsi: 5,
        chosen: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
        attempts: 0,
        exactRate: null,
        underRate: null,
        missedRedFlags: [],
      },
    ]);
    expect(results.mostMissedRedFlags).toEqual([{ id: 'sepsis', name: 'Sepsis', missedBy: 1 }]);
    expect(JSON.stringify(results)).not.toMatch(/Chest pain at rest|cardiovascular/);

    const csv = await triage.get(`/api/practice/sets/${set.id}/results.csv`, educator.cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="manan-case-set-${set.code}.csv"`,
    );
    expect(await csv.text()).toBe(
      [
        'trainee,case,expected_esi,chosen_esi,verdict,by,red_flags_missed,attempted_at',
        'Asha,Fever and confusion,2,3,under,1,Sepsis,2026-11-20T10:00:00.000Z',
        'Asha,Sore throat,5,5,exact,0,,2026-11-20T10:02:00.000Z',
        `"'=HYPERLINK(""x""), Ben",Fever and confusion,2,2,exact,0,,2026-11-20T10:03:00.000Z`,
        '',
      ].join('\r\n'),
    );
  });

  it('when an educator deletes a set, then it, its memberships and the attempts made in it are gone', async () => {
    const educator = newUser('educator');
    const trainee = newUser('trainee');
    const set = await standardSet(educator.cookie);
    await join(trainee.cookie, set.code);
    const made = await json<PracticeAttemptResponse>(
      await attempt(trainee.cookie, set.id, 'tb-infection-01', 2),
    );
    expect((await triage.send('DELETE', `/api/practice/sets/${set.id}`, trainee.cookie)).status).toBe(404);
    expect((await triage.send('DELETE', `/api/practice/sets/${set.id}`, educator.cookie)).status).toBe(204);
    expect((await triage.get(`/api/practice/sets/${set.id}`, educator.cookie)).status).toBe(404);
    expect((await triage.get(`/api/practice/attempts/${made.attempt.id}`, trainee.cookie)).status).toBe(404);
    expect(
      (await json<JoinedCaseSets>(await triage.get('/api/practice/joined', trainee.cookie))).sets,
    ).toEqual([]);
    expect((await join(newUser().cookie, set.code)).status).toBe(404);
  });
});
