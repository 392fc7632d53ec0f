import { randomUUID } from 'node:crypto';
import {
  authority,
  chestPainCase,
  soreThroatCase,
  startTriage,
  type RunningTriage,
} from './support/triage-test-service';

describe('POST /api/analyze', () => {
  let triage: RunningTriage;
  beforeAll(async () => (triage = await startTriage()));
  afterAll(() => triage.stop());

  it.each([
    ['patientAge', 'Patient age is required'],
    ['gender', 'Gender is required'],
    ['chiefComplaint', 'Chief complaint is required'],
    ['symptoms', 'Symptoms are required'],
    ['vitals', 'Vital signs are required'],
  ])('when %s is missing, then 400 with the message "%s"', async (field, message) => {
    const { [field as keyof typeof chestPainCase]: _removed, ...withoutField } = chestPainCase;
    const response = await triage.post('/api/analyze', withoutField, authority.token('u-validation').cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'CASE.INVALID', message, fields: { [field]: message } },
    });
  });

  it('when a required field is only spaces, then it counts as missing', async () => {
    const response = await triage.post(
      '/api/analyze',
      { ...chestPainCase, vitals: '   ' },
      authority.token('u-validation').cookie,
    );
    expect(await response.json()).toMatchObject({
      error: { fields: { vitals: 'Vital signs are required' } },
    });
  });

  it('when gender is not male or female, then 400', async () => {
    const response = await triage.post(
      '/api/analyze',
      { ...chestPainCase, gender: 'unknown' },
      authority.token('u-validation').cookie,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: { gender: 'Gender must be male or female' } },
    });
  });

  it('when a field is absurdly long, then 400 rather than storing it', async () => {
    const response = await triage.post(
      '/api/analyze',
      { ...chestPainCase, chiefComplaint: 'x'.repeat(600) },
      authority.token('u-validation').cookie,
    );
    expect(response.status).toBe(400);
  });

  it('when the case is valid, then the analysis, the stored case, the usage and one event come back', async () => {
    const { cookie } = authority.token('u-analyze');
    const response = await triage.post('/api/analyze', chestPainCase, cookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      analysis: { response: string; timestamp: string };
      caseId: string;
      provider: unknown;
      result: { level: string };
      subscription: unknown;
    };
    expect(body.analysis.response).toContain('1. TRIAGE LEVEL');
    expect(new Date(body.analysis.timestamp).toString()).not.toBe('Invalid Date');
    expect(body.provider).toEqual({ kind: 'guideline' });
    expect(['EMERGENCY', 'HIGH']).toContain(body.result.level);
    expect(body.subscription).toEqual({ used: 1, limit: 20, isPremium: false });

    const cases = (await (await triage.get('/api/cases', cookie)).json()) as {
      triageLevel: string;
      aiConfidence: { overall: number };
    }[];
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({
      id: body.caseId,
      chiefComplaint: 'Chest pain',
      analysis: body.analysis.response,
      patientAge: '58',
      symptoms: { details: chestPainCase.symptoms },
      vitals: { raw: chestPainCase.vitals },
      medicalHistory: { details: 'Hypertension, smoker' },
      currentMedications: { details: 'Amlodipine' },
      createdAt: body.analysis.timestamp,
    });
    expect(cases[0]!.triageLevel).toContain(body.result.level);
    expect(cases[0]!.aiConfidence.overall).toBeGreaterThan(0);
    expect(cases[0]).not.toHaveProperty('userId');

    const events = triage.published.filter(
      (event) => (event.data as { caseId: string }).caseId === body.caseId,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'triage.analysis.recorded',
      data: { userId: 'u-analyze', countInMonth: 1, month: new Date().toISOString().slice(0, 7) },
    });
  });

  it('when optional history and medications are empty, then the case has none', async () => {
    const { cookie } = authority.token('u-optional');
    await triage.post(
      '/api/analyze',
      { ...soreThroatCase, medicalHistory: '', currentMedications: '  ' },
      cookie,
    );
    const [stored] = (await (await triage.get('/api/cases', cookie)).json()) as Record<string, unknown>[];
    expect(stored).not.toHaveProperty('medicalHistory');
    expect(stored).not.toHaveProperty('currentMedications');
  });

  it('when there is no session, then 401', async () => {
    const response = await fetch(`${triage.http.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(chestPainCase),
    });
    expect(response.status).toBe(401);
  });

  it('when a free user with 19 used sends 10 analyses at once, then exactly one succeeds and nine get 402', async () => {
    const userId = `u-burst-${randomUUID()}`;
    const month = new Date().toISOString().slice(0, 7);
    const { cookie } = authority.token(userId);
    for (let used = 0; used < 19; used++)
      expect((await triage.post('/api/analyze', soreThroatCase, cookie)).status).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => triage.post('/api/analyze', soreThroatCase, cookie)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(402)]);
    const refused = responses.find((response) => response.status === 402)!;
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    const refusal = (await refused.json()) as { message: string; error: { code: string; message: string } };
    expect(refusal.message).toMatch(/limit/i);
    expect(refusal.message).toMatch(/upgrade/i);
    // The use case's DomainError, answered by the error middleware: the one body plus the spec's `message`.
    expect(refusal).toEqual({
      error: { code: 'QUOTA.MONTHLY_LIMIT_REACHED', message: refusal.message },
      message: refusal.message,
      requestId: expect.any(String),
    });
    expect(await triage.service.quota.used(userId, month)).toBe(20);
  });
});
