import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import amqp from 'amqplib';
import { freeMonthlyAnalysisLimit } from '@manan/contracts';
import { runEmbedded, type EmbeddedMaNaN } from '../../embedded/src';
import { brokerAddress, brokerUrl, deleteNamespace, urlThrough } from './support/broker';
import { startTcpFaultProxy, type TcpFaultProxy } from './support/tcp-fault-proxy';

/**
 * Issue 19, item 3: the whole app on RabbitMQ, the broker cut off (a TCP proxy drops every connection and
 * refuses new ones) while clinicians keep analysing and one of them logs out.
 *  - The logout bites everywhere within a second although auth.session.revoked cannot travel.
 *  - Once the broker answers again, billing's usage equals the stored cases within 2 s: 0 lost, 0 doubled.
 * Both times are printed against those targets. What is asserted has headroom for a loaded CI machine
 * (1.5 s and 5 s) yet still fails the old design by far: a logout was refused only once the broker came
 * back (> 12 s here), and usage caught up 12.5 s after it did. Lost or doubled usage fails exactly.
 */
const clinicians = 15;
const analysesEach = freeMonthlyAnalysisLimit; // 15 × 20 = 300, each clinician's whole free month
const analysesBeforeOutage = 100;
/** Long enough for back-offs that grow (as they used to, to 30 s) to have grown well past the 2 s allowed. */
const minimumOutageMs = 12_000;
const parallelRequests = 8;

const soreThroat = {
  patientAge: '30',
  gender: 'female',
  chiefComplaint: 'Sore throat',
  symptoms: 'Sore throat for two days, swallowing comfortably',
  vitals: 'BP 118/72, HR 72, RR 14, SpO2 99%, Temp 37.1',
};

interface Clinician {
  username: string;
  cookie: string;
}

describe('a broker outage under load', () => {
  const namespace = `fault-${randomUUID().slice(0, 8)}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-fault-'));
  let proxy: TcpFaultProxy;
  let manan: EmbeddedMaNaN;

  beforeAll(async () => {
    try {
      await (await amqp.connect(brokerUrl)).close();
    } catch (error) {
      throw new Error(
        `RabbitMQ is not reachable at ${brokerUrl.replace(/:[^:@/]*@/, ':***@')}; start it with rabbitmq-server -detached (${String(error)})`,
      );
    }
    proxy = await startTcpFaultProxy(brokerAddress());
    manan = await runEmbedded({
      DATA_DIR: dataDir,
      PORT: '0',
      // FAULT_LOG_LEVEL=info shows the services' reconnects and retries when this test needs explaining.
      LOG_LEVEL: process.env.FAULT_LOG_LEVEL ?? 'silent',
      AMQP_URL: urlThrough(proxy.port),
      EVENTS_NAMESPACE: namespace,
    });
  }, 60_000);

  afterAll(async () => {
    await manan?.stop();
    await proxy?.close();
    await deleteNamespace(namespace);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const call = (url: string, cookie: string, init: RequestInit = {}) =>
    fetch(url, {
      ...init,
      headers: { 'content-type': 'application/json', origin: manan.url, cookie, ...(init.headers ?? {}) },
    });

  const sessionCookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0]!;

  async function register(username: string): Promise<Clinician> {
    const response = await call(`${manan.url}/api/register`, '', {
      method: 'POST',
      body: JSON.stringify({ username, password: 'correct horse', email: `${username}@example.org` }),
    });
    expect(response.status).toBe(201);
    return { username, cookie: sessionCookieOf(response) };
  }

  /** Runs `count` analyses spread over the clinicians (each up to their monthly limit), a few at a time. */
  async function analyse(jobs: Clinician[]): Promise<void> {
    const queue = [...jobs];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const response = await call(`${manan.url}/api/analyze`, job.cookie, {
          method: 'POST',
          body: JSON.stringify(soreThroat),
        });
        expect(response.status).toBe(200);
      }
    };
    await Promise.all(Array.from({ length: parallelRequests }, worker));
  }

  /** Each clinician's usage as svc-billing counts it. */
  const usageOf = (people: Clinician[]) =>
    Promise.all(
      people.map(
        async ({ cookie }) =>
          ((await (await call(`${manan.url}/api/user/subscription`, cookie)).json()) as { used: number })
            .used,
      ),
    );

  /** Each clinician's stored cases as svc-triage lists them. */
  const storedCasesOf = (people: Clinician[]) =>
    Promise.all(
      people.map(
        async ({ cookie }) =>
          ((await (await call(`${manan.url}/api/cases?limit=50`, cookie)).json()) as unknown[]).length,
      ),
    );

  /** Polls until `done` holds; how long that took, or Infinity if it did not within `timeoutMs`. */
  async function timeUntil(done: () => Promise<boolean>, timeoutMs: number): Promise<number> {
    const startedAt = Date.now();
    while (Date.now() - startedAt <= timeoutMs) {
      if (await done()) return Date.now() - startedAt;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return Number.POSITIVE_INFINITY;
  }

  it('refuses a logged-out session everywhere within 1 s while the broker is cut, and bills all 300 analyses exactly once within 2 s of its return', async () => {
    const people: Clinician[] = [];
    for (let index = 0; index < clinicians; index += 1) people.push(await register(`clinician.${index}`));
    const jobs = people.flatMap((person) => Array.from({ length: analysesEach }, () => person));
    await analyse(jobs.slice(0, analysesBeforeOutage));

    // A second session of the first clinician, used at triage and billing (so any cache is warm) before the cut.
    const signedIn = await call(`${manan.url}/api/login`, '', {
      method: 'POST',
      body: JSON.stringify({ username: people[0]!.username, password: 'correct horse' }),
    });
    expect(signedIn.status).toBe(200);
    const leaving = sessionCookieOf(signedIn);
    const everywhere = [
      `${manan.url}/api/cases`,
      `${manan.url}/api/user/subscription`,
      `${manan.services.triage}/api/cases`,
      `${manan.services.billing}/api/user/subscription`,
    ];
    const statuses = async () =>
      Promise.all(everywhere.map(async (url) => (await call(url, leaving)).status));
    expect(await statuses()).toEqual([200, 200, 200, 200]);

    proxy.cut();
    const cutAt = Date.now();
    expect((await call(`${manan.url}/api/logout`, leaving, { method: 'POST' })).status).toBe(200);
    const revocationDelayMs = await timeUntil(
      async () => (await statuses()).every((status) => status === 401),
      5_000,
    );

    // The other clinicians keep working through the outage: their analyses wait in triage's outbox.
    await analyse(jobs.slice(analysesBeforeOutage));
    const stored = await storedCasesOf(people);
    expect(stored).toEqual(people.map(() => analysesEach));
    const usageDuringOutage = await usageOf(people);
    expect(usageDuringOutage.reduce((sum, used) => sum + used, 0)).toBeLessThan(clinicians * analysesEach);
    const outageLeftMs = minimumOutageMs - (Date.now() - cutAt);
    if (outageLeftMs > 0) await new Promise((resolve) => setTimeout(resolve, outageLeftMs));
    const outageMs = Date.now() - cutAt;

    proxy.restore();
    const stallMs = await timeUntil(
      async () => (await usageOf(people)).every((used, index) => used === stored[index]),
      60_000,
    );
    // Nothing arrives late either: a second later every count still equals the cases, none doubled.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const settled = { used: await usageOf(people), stored: await storedCasesOf(people) };

    const shown = (ms: number, within: number) =>
      Number.isFinite(ms) ? `${ms} ms` : `not within ${within} ms`;
    process.stdout.write(
      `\nBroker outage of ${outageMs} ms, ${clinicians * analysesEach} analyses (${analysesBeforeOutage} before the cut):\n` +
        `  revocation delay: a logout refused at the gateway, svc-triage and svc-billing after ${shown(revocationDelayMs, 5_000)} (target 1000 ms)\n` +
        `  stall: usage equal to the stored cases ${shown(stallMs, 60_000)} after the broker answered (target 2000 ms)\n\n`,
    );
    expect(revocationDelayMs).toBeLessThan(1_500);
    expect(stallMs).toBeLessThan(5_000);
    expect(settled).toEqual({ used: stored, stored });
  }, 180_000);
});
