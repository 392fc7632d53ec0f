import { randomUUID } from 'node:crypto';
import { authority, soreThroatCase, startTriage, type RunningTriage } from './support/triage-test-service';

describe('the monthly limit', () => {
  let triage: RunningTriage;
  let month = '2026-11';
  beforeAll(async () => (triage = await startTriage({ now: () => new Date(`${month}-15T12:00:00Z`) })));
  afterAll(() => triage.stop());

  it('when a free user has used 20 this month, then the 21st gets 402 and next month is free again', async () => {
    const { cookie } = authority.token(`u-month-${randomUUID()}`);
    month = '2026-11';
    for (let used = 0; used < 20; used++)
      expect((await triage.post('/api/analyze', soreThroatCase, cookie)).status).toBe(200);
    expect((await triage.post('/api/analyze', soreThroatCase, cookie)).status).toBe(402);
    month = '2026-12';
    const december = await triage.post('/api/analyze', soreThroatCase, cookie);
    expect(december.status).toBe(200);
    expect(((await december.json()) as { subscription: unknown }).subscription).toEqual({
      used: 1,
      limit: 20,
      isPremium: false,
    });
  });

  it('when billing says the user is premium, then there is no limit', async () => {
    month = '2026-11';
    const userId = `u-premium-${randomUUID()}`;
    const { cookie } = authority.token(userId);
    for (let used = 0; used < 20; used++) await triage.post('/api/analyze', soreThroatCase, cookie);
    await triage.bus.publish({
      messageId: randomUUID(),
      type: 'billing.entitlement.changed',
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { userId, isPremium: true, periodEnd: '2027-01-01T00:00:00.000Z' },
    });
    const response = await triage.post('/api/analyze', soreThroatCase, cookie);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { subscription: unknown }).subscription).toEqual({
      used: 21,
      limit: null,
      isPremium: true,
    });
  });
});

describe('a failing analysis', () => {
  let triage: RunningTriage;
  beforeAll(async () => {
    triage = await startTriage({
      provider: {
        analyze: async () => {
          throw new Error('provider exploded');
        },
      },
    });
  });
  afterAll(() => triage.stop());

  it('when the analysis fails, then 500, no case is stored and the reserved unit is given back', async () => {
    const userId = `u-fail-${randomUUID()}`;
    const { cookie } = authority.token(userId);
    const response = await triage.post('/api/analyze', soreThroatCase, cookie);
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain('exploded');
    expect(await triage.service.quota.used(userId, new Date().toISOString().slice(0, 7))).toBe(0);
    expect(await (await triage.get('/api/cases', cookie)).json()).toEqual([]);
    expect(triage.published.filter((event) => (event.data as { userId: string }).userId === userId)).toEqual(
      [],
    );
  });
});

describe('GET /api/cases', () => {
  let triage: RunningTriage;
  let clock = Date.parse('2026-11-01T08:00:00Z');
  beforeAll(async () => (triage = await startTriage({ now: () => new Date((clock += 60_000)) })));
  afterAll(() => triage.stop());

  it("when two users have cases, then each sees only their own, newest first, and not the other's by id", async () => {
    const alice = authority.token('alice');
    const bob = authority.token('bob');
    for (const complaint of ['First', 'Second', 'Third'])
      await triage.post('/api/analyze', { ...soreThroatCase, chiefComplaint: complaint }, alice.cookie);
    const bobCase = (await (await triage.post('/api/analyze', soreThroatCase, bob.cookie)).json()) as {
      caseId: string;
    };
    const aliceCases = (await (await triage.get('/api/cases', alice.cookie)).json()) as {
      chiefComplaint: string;
      id: string;
    }[];
    expect(aliceCases.map((stored) => stored.chiefComplaint)).toEqual(['Third', 'Second', 'First']);
    expect((await triage.get(`/api/cases/${bobCase.caseId}`, alice.cookie)).status).toBe(404);
    expect((await triage.get(`/api/cases/${aliceCases[0]!.id}`, alice.cookie)).status).toBe(200);
  });

  it('when listing page by page, then every case appears exactly once in order', async () => {
    const carol = authority.token('carol');
    for (let index = 0; index < 7; index++)
      await triage.post('/api/analyze', { ...soreThroatCase, chiefComplaint: `Case ${index}` }, carol.cookie);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response: Response = await triage.get(
        `/api/cases?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        carol.cookie,
      );
      seen.push(
        ...((await response.json()) as { chiefComplaint: string }[]).map((stored) => stored.chiefComplaint),
      );
      cursor = response.headers.get('x-next-cursor');
    } while (cursor);
    expect(seen).toEqual(['Case 6', 'Case 5', 'Case 4', 'Case 3', 'Case 2', 'Case 1', 'Case 0']);
  });

  it('when the page parameters are invalid, then 400', async () => {
    const { cookie } = authority.token('carol');
    expect((await triage.get('/api/cases?limit=0', cookie)).status).toBe(400);
    expect((await triage.get('/api/cases?limit=500', cookie)).status).toBe(400);
    expect((await triage.get('/api/cases?cursor=garbage', cookie)).status).toBe(400);
  });

  it('when there is no session, then 401', async () => {
    expect((await triage.get('/api/cases')).status).toBe(401);
  });
});
