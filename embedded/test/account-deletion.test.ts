import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sqliteRowCounts, sqliteRowsMentioning } from '@manan/service-kit/testing';
import { runEmbedded, type EmbeddedMaNaN } from '../src';

const abdominalPain = {
  patientAge: '28',
  gender: 'female',
  chiefComplaint: 'Abdominal pain',
  symptoms: 'Lower abdominal pain for 6 hours, mild, no vomiting',
  vitals: 'BP 118/72, HR 84, RR 16, SpO2 99%, Temp 37.0',
};
const soreThroat = {
  patientAge: '30',
  gender: 'female',
  chiefComplaint: 'Sore throat',
  symptoms: 'Sore throat for two days, swallowing comfortably',
  vitals: 'BP 118/72, HR 72, RR 14, SpO2 99%, Temp 37.1',
};
const acceptedCard = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Dr Leaving' };

/**
 * The whole embedded app (gateway, three services, one in-process bus, SQLite files): a user with
 * everything MaNaN keeps deletes their account through the API, and afterwards no table of any of the
 * three databases holds their id, username, e-mail, case ids or payment ids.
 */
describe('deleting an account across the whole embedded app', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-deletion-'));
  const databases = ['auth.sqlite', 'triage.sqlite', 'billing.sqlite'].map((file) =>
    path.join(dataDir, file),
  );
  let manan: EmbeddedMaNaN;

  beforeAll(async () => (manan = await runEmbedded({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' })));
  afterAll(async () => {
    await manan.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (url: string, cookie: string, init: RequestInit = {}) =>
    fetch(url, {
      redirect: 'manual',
      ...init,
      headers: { 'content-type': 'application/json', origin: manan.url, cookie, ...(init.headers ?? {}) },
    });
  const api = (apiPath: string, cookie: string, body?: unknown) =>
    call(
      `${manan.url}${apiPath}`,
      cookie,
      body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) },
    );
  const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  const mentionsIn = (needles: string[]) => databases.flatMap((file) => sqliteRowsMentioning(file, needles));
  const until = async (condition: () => boolean, timeoutMs = 5_000) => {
    for (const deadline = Date.now() + timeoutMs; !condition() && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  async function register(username: string, email: string) {
    const response = await api('/api/register', '', { username, password: 'correct horse', email });
    expect(response.status).toBe(201);
    return { cookie: cookieOf(response), userId: ((await response.json()) as { id: string }).id };
  }

  async function analyze(cookie: string, form: object) {
    const response = await api('/api/analyze', cookie, form);
    expect(response.status).toBe(200);
    return (await response.json()) as { caseId: string; analysis: { response: string } };
  }

  /** Premium through the sandbox's hosted checkout, as the browser would go through it. */
  async function subscribe(cookie: string) {
    const created = await api('/api/create-checkout-session', cookie, {});
    const { url } = (await created.json()) as { url: string };
    const sessionId = new URL(url).pathname.split('/').pop()!;
    const paid = await call(url.replace(/^https?:\/\/[^/]+/, manan.url) + '/pay', '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(acceptedCard).toString(),
    });
    expect(paid.status).toBe(303);
    const activation = await api('/api/update-subscription-from-session', cookie, { sessionId });
    expect(await activation.json()).toEqual({ status: 'active' });
    return sessionId;
  }

  it('when a user with sessions, settings, cases with revisions, usage and a paid subscription deletes the account, then nothing of them remains in any of the three databases, and nobody else loses anything', async () => {
    const username = 'Dr.Leaving';
    const email = 'leaving@example.org';
    const { cookie, userId } = await register(username, email);
    const secondDevice = cookieOf(await api('/api/login', '', { username, password: 'correct horse' }));
    expect((await api('/api/login', '', { username, password: 'wrong password' })).status).toBe(401);
    expect(
      (await api('/api/user/settings', cookie, { emailNotifications: false, appNotifications: true })).status,
    ).toBe(200);

    const first = await analyze(cookie, abdominalPain);
    const questions = (await (
      await api('/api/generate-followup', cookie, { analysis: first.analysis.response, caseId: first.caseId })
    ).json()) as { questions: { id: string; question: string }[] };
    const question = questions.questions[0]!;
    const refined = await api('/api/refine-analysis', cookie, {
      analysis: first.analysis.response,
      caseId: first.caseId,
      followUpResponses: { [question.id]: `Q: ${question.question}\nA: no` },
    });
    expect(refined.status).toBe(200);
    const second = await analyze(cookie, soreThroat);
    const checkoutSessionId = await subscribe(cookie);
    expect(await (await api('/api/user/subscription', cookie)).json()).toEqual({
      used: 2,
      limit: null,
      isPremium: true,
    });

    const bystander = await register('dr.staying', 'staying@example.org');
    const bystanderCase = await analyze(bystander.cookie, soreThroat);

    const needles = [userId, username, email, first.caseId, second.caseId, checkoutSessionId];
    // Before: each database holds something of the user, so the scan below has something to miss.
    for (const file of databases) expect(sqliteRowsMentioning(file, needles).length).toBeGreaterThan(0);

    const deleted = await api('/api/user/delete', cookie, { username: 'dr.leaving' });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true });

    await until(() => mentionsIn(needles).length === 0);
    expect(mentionsIn(needles)).toEqual([]);
    // The databases are not simply empty: the bystander's rows are all there.
    expect(mentionsIn([bystander.userId, bystanderCase.caseId]).length).toBeGreaterThan(0);
    expect(sqliteRowCounts(databases[1]!).cases).toBe(1);

    // Every cookie of the deleted account is refused, at the gateway's services and at each service directly.
    for (const oldCookie of [cookie, secondDevice]) {
      const refusals = await Promise.all([
        api('/api/cases', oldCookie),
        api('/api/user/subscription', oldCookie),
        api('/api/user/settings', oldCookie),
        call(`${manan.services.triage}/api/cases`, oldCookie),
        call(`${manan.services.billing}/api/user/subscription`, oldCookie),
        call(`${manan.services.auth}/api/user/settings`, oldCookie),
      ]);
      expect(refusals.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401]);
    }
    expect((await api('/api/login', '', { username, password: 'correct horse' })).status).toBe(401);

    expect(await (await api('/api/cases', bystander.cookie)).json()).toHaveLength(1);
    expect(await (await api('/api/user/subscription', bystander.cookie)).json()).toEqual({
      used: 1,
      limit: 20,
      isPremium: false,
    });
  }, 60_000);
});
