import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { caseListLimits } from '@manan/contracts';
import { verifyHttpPacts, type ProviderStateHandler } from '@manan/service-kit/testing';
import { REFINEMENTS_PER_HOUR } from '../../src/domain/follow-up/refinement-rate-limiter';
import {
  authority,
  chestPainCase,
  soreThroatCase,
  startTriage,
  type RunningTriage,
} from '../support/triage-test-service';

const FREE_MONTHLY_LIMIT = 20;

describe('HTTP pacts: svc-triage (provider) with mfe-triage and mfe-account', () => {
  let triage: RunningTriage;
  let cookie: string | undefined;
  let users = 0;

  beforeAll(async () => {
    triage = await startTriage();
  });
  /** Uploads held open (their bodies unfinished) so that they stay in flight; ended before the service stops. */
  const heldUploads: http.ClientRequest[] = [];
  afterAll(async () => {
    heldUploads.forEach((request) => request.destroy());
    await triage.stop();
  });

  /** A blood-report upload whose body has begun and never ends: in flight for as long as it is held. */
  function holdUploadOpen(session: string): void {
    const request = http.request(`${triage.http.url}/api/parse-blood-report`, {
      method: 'POST',
      headers: {
        cookie: session,
        'content-type': 'multipart/form-data; boundary=held',
        'content-length': 100_000,
      },
    });
    request.on('error', () => undefined);
    request.write('--held\r\n');
    heldUploads.push(request);
  }

  /** Each state signs in a user of its own, so no interaction sees what another one left behind. */
  function signIn(parameters: Record<string, unknown>): string {
    users += 1;
    cookie = authority.token(`${String(parameters.userId ?? 'user')}-${users}`).cookie;
    return cookie;
  }

  async function analyse(session: string, form: object): Promise<{ caseId: string; analysis: string }> {
    const response = await triage.post('/api/analyze', form, session);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { caseId: string; analysis: { response: string } };
    return { caseId: body.caseId, analysis: body.analysis.response };
  }

  /** Another user of svc-triage beside the pact's one (an educator, other trainees); the replay keeps `cookie`. */
  function otherUser(name: string): string {
    users += 1;
    return authority.token(`${name}-${users}`).cookie;
  }

  async function bankCatalogue(session: string): Promise<{ id: string; expectedEsi: number }[]> {
    const response = await triage.get('/api/practice/bank', session);
    expect(response.status).toBe(200);
    return ((await response.json()) as { cases: { id: string; expectedEsi: number }[] }).cases;
  }

  /** A real case set of one bank case, run by a new educator: its id and share code. */
  async function caseSetOfAnotherUser(): Promise<{ setId: string; code: string }> {
    const educator = otherUser('educator');
    const [first] = await bankCatalogue(educator);
    const response = await triage.post(
      '/api/practice/sets',
      { title: 'Ward 7 induction', educatorName: 'Dr Grace', cases: [{ bankId: first!.id }] },
      educator,
    );
    expect(response.status).toBe(201);
    const { set } = (await response.json()) as { set: { id: string; code: string } };
    return { setId: set.id, code: set.code };
  }

  async function join(code: string, session: string): Promise<void> {
    const response = await triage.post('/api/practice/joins', { code }, session);
    expect(response.status).toBe(200);
  }

  async function attempt(session: string, id: string, esi: number): Promise<void> {
    const body = { ref: { source: 'bank', id }, esi, redFlags: [], firstAction: 'Assess and reassess' };
    const response = await triage.post('/api/practice/attempts', body, session);
    expect(response.status).toBe(201);
  }

  /** A case set of two chest-pain bank cases (each expects ESI 2 and one red flag) run by `session`: its id. */
  async function caseSetOf(session: string): Promise<string> {
    const response = await triage.post(
      '/api/practice/sets',
      {
        title: 'Ward 7 induction',
        cases: [{ bankId: 'tb-cardiovascular-01' }, { bankId: 'tb-cardiovascular-02' }],
      },
      session,
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { set: { id: string } }).set.id;
  }

  /**
   * A new trainee joins the set and commits on each of its cases in order, `offsets[i]` levels less urgent
   * than expected (both cases expect ESI 2), naming no red flag, so every expected flag is missed.
   */
  async function traineeAttemptsSet(code: string, setId: string, offsets: number[]): Promise<void> {
    const trainee = otherUser('trainee');
    await join(code, trainee);
    for (const offset of offsets) {
      const next = await triage.get(`/api/practice/next?source=set&setId=${setId}`, trainee);
      expect(next.status).toBe(200);
      const { ref } = ((await next.json()) as { case: { ref: object } }).case;
      const body = { ref, esi: 2 + offset, redFlags: [], firstAction: 'Assess and reassess' };
      const response = await triage.post('/api/practice/attempts', body, trainee);
      expect(response.status).toBe(201);
    }
  }

  const stateHandlers: Record<string, ProviderStateHandler> = {
    'no one is signed in': async () => {
      cookie = undefined;
    },
    'a user is signed in': async (parameters) => {
      signIn(parameters);
    },
    'the user has an analysed case': async (parameters) => analyse(signIn(parameters), chestPainCase),
    // One case more than the default page: premium (from billing's event), so the month's limit allows it.
    'the user has more cases than one page holds': async (parameters) => {
      const session = signIn(parameters);
      await triage.bus.publish({
        messageId: randomUUID(),
        type: 'billing.entitlement.changed',
        version: 1,
        occurredAt: new Date().toISOString(),
        data: {
          userId: `${String(parameters.userId ?? 'user')}-${users}`,
          isPremium: true,
          periodEnd: '2099-01-01T00:00:00.000Z',
        },
      });
      for (let count = 0; count <= caseListLimits.defaultPageSize; count += 1)
        await analyse(session, chestPainCase);
      const nextCursor = (await triage.get('/api/cases', session)).headers.get('x-next-cursor');
      expect(nextCursor).toBeTruthy();
      return { nextCursor: nextCursor! };
    },
    'the user has used every free analysis this month': async (parameters) => {
      const session = signIn(parameters);
      for (let used = 0; used < FREE_MONTHLY_LIMIT; used += 1) await analyse(session, soreThroatCase);
    },
    'the user has two blood reports being read': async (parameters) => {
      const session = signIn(parameters);
      holdUploadOpen(session);
      holdUploadOpen(session);
      // The two are counted when their requests arrive.
      await new Promise((resolve) => setTimeout(resolve, 200));
    },
    'the user has joined a case set': async (parameters) => {
      const session = signIn(parameters);
      await join((await caseSetOfAnotherUser()).code, session);
    },
    'another user runs a case set': async (parameters) => {
      signIn(parameters);
      return caseSetOfAnotherUser();
    },
    'the user runs a case set': async (parameters) => ({ setId: await caseSetOf(signIn(parameters)) }),
    // Each trainee gets one case exact and one a level under, so every rate is one half.
    'the user runs a case set two trainees attempted': async (parameters) => {
      const session = signIn(parameters);
      const setId = await caseSetOf(session);
      const summary = await triage.get(`/api/practice/sets/${setId}`, session);
      const { code } = ((await summary.json()) as { set: { code: string } }).set;
      await traineeAttemptsSet(code, setId, [0, 1]);
      await traineeAttemptsSet(code, setId, [1, 0]);
      return { setId };
    },
    // A Free educator's set takes 5 trainees; these 5 fill it before the pact's user asks.
    'another user runs a case set that is full': async (parameters) => {
      signIn(parameters);
      const set = await caseSetOfAnotherUser();
      for (let trainee = 0; trainee < 5; trainee += 1) await join(set.code, otherUser('trainee'));
      return set;
    },
    // Two bank cases answered at their level and one answered ESI 5 where the reference is ESI 1 to 3.
    'the user has practised three bank cases, one under-triaged': async (parameters) => {
      const session = signIn(parameters);
      const bank = await bankCatalogue(session);
      const [first, second] = bank;
      const urgent = bank.find((entry) => entry !== first && entry !== second && entry.expectedEsi <= 3);
      await attempt(session, first!.id, first!.expectedEsi);
      await attempt(session, second!.id, second!.expectedEsi);
      await attempt(session, urgent!.id, 5);
    },
    'the user has refined as often as an hour allows': async (parameters) => {
      const session = signIn(parameters);
      const { analysis } = await analyse(session, soreThroatCase);
      for (let refined = 0; refined < REFINEMENTS_PER_HOUR; refined += 1) {
        const response = await triage.post(
          '/api/refine-analysis',
          { analysis, followUpResponses: {} },
          session,
        );
        expect(response.status).toBe(200);
      }
    },
  };

  it("when triage's real app answers every recorded interaction, then each consumer gets what it needs", async () => {
    await verifyHttpPacts({
      provider: 'svc-triage',
      consumers: ['mfe-triage', 'mfe-account'],
      providerBaseUrl: triage.http.url,
      stateHandlers,
      sessionCookie: () => cookie,
    });
  }, 120_000);
});
