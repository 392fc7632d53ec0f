import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runEmbedded, type EmbeddedMaNaN } from '../../embedded/src';

/**
 * Issue 19, item 4: 60 registrations at once (each an argon2id run of 64 MiB and 3 passes) used to push a
 * normal sign-in from 0.2 s to 5.4 s. Here the embedded app (production argon2 parameters) takes 60
 * parallel registrations, each from its own address as a flood from many machines would be, while a
 * user signs in again and again: sign-ins must not starve (their p95 during the flood stays within three
 * times their p95 with the app idle, measured in the same run: the 500 ms target is a timing this
 * shared machine cannot promise, so it is printed, and a starved sign-in of seconds still fails the test),
 * and the registrations the hasher cannot queue must be refused at once with 429 and Retry-After. Sign-in and registration times are
 * printed for the app idle and during the flood. Which request the hasher serves first, and where its
 * queue ends, are proven exactly (with a hasher the test holds) in svc-auth/test/hashing-queue.test.ts.
 */

const floodSize = 60;
const busyMessage = 'The server is busy. Please try again in a few seconds.';

function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

describe('a sign-in during a flood of registrations', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-registration-flood-'));
  let manan: EmbeddedMaNaN;
  let base: string;

  beforeAll(async () => {
    // The test stands in for a proxy in front of the gateway, so each registration can come from its own address.
    manan = await runEmbedded({
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
      TRUSTED_PROXIES: 'loopback',
    });
    // An IP literal: resolving "localhost" would wait in the thread pool behind argon2.
    base = manan.url.replace('localhost', '127.0.0.1');
  });
  afterAll(async () => {
    await manan.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (pathname: string, body: unknown, address: string) =>
    fetch(`${base}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
  const account = (name: string) => ({
    username: name,
    password: 'correct horse',
    email: `${name}@example.org`,
  });
  const user = account('dr.steady');
  const signIn = async (): Promise<number> => {
    const startedAt = performance.now();
    const response = await post(
      '/api/login',
      { username: user.username, password: user.password },
      '203.0.113.10',
    );
    const took = performance.now() - startedAt;
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    return took;
  };

  it('when 60 registrations arrive at once, then sign-ins do not starve and the overflow is refused with Retry-After', async () => {
    expect((await post('/api/register', user, '203.0.113.10')).status).toBe(201);

    const idle: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) idle.push(await signIn());
    const idleRegistrationStart = performance.now();
    expect((await post('/api/register', account('dr.idle'), '203.0.113.11')).status).toBe(201);
    const idleRegistrationMs = performance.now() - idleRegistrationStart;

    const floodStart = performance.now();
    let floodOver = false;
    const flood = Promise.all(
      Array.from({ length: floodSize }, async (_, index) => {
        const response = await post(
          '/api/register',
          account(`flood.${index}`),
          `198.51.${index >> 8}.${index & 255}`,
        );
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          text: await response.text(),
          ms: performance.now() - floodStart,
        };
      }),
    ).finally(() => {
      floodOver = true;
    });

    const duringFlood: number[] = [];
    while (!floodOver || duringFlood.length < 40) duringFlood.push(await signIn());
    const answers = await flood;

    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 429);
    const report = {
      signInIdle: { p50: percentile(idle, 0.5), p95: percentile(idle, 0.95), samples: idle.length },
      signInDuringFlood: {
        p50: percentile(duringFlood, 0.5),
        p95: percentile(duringFlood, 0.95),
        max: Math.max(...duringFlood),
        samples: duringFlood.length,
      },
      registrationIdleMs: idleRegistrationMs,
      flood: {
        created: created.length,
        refusedBusy: refused.length,
        otherStatuses: answers
          .filter((answer) => answer.status !== 201 && answer.status !== 429)
          .map((answer) => answer.status),
        lastCreatedAtMs: Math.max(...created.map((answer) => answer.ms)),
        slowestRefusalMs: Math.max(...refused.map((answer) => answer.ms)),
      },
    };
    console.log(
      `registration flood (ms): ${JSON.stringify(report, (_key, value: unknown) => (typeof value === 'number' ? Math.round(value) : value), 2)}`,
    );

    console.log(
      `sign-in p95 during the flood: ${Math.round(report.signInDuringFlood.p95)} ms (issue 19's target: <= 500 ms; idle in this run: ${Math.round(report.signInIdle.p95)} ms)`,
    );

    expect(created.length + refused.length).toBe(floodSize);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.text).toBe(busyMessage);
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    expect(report.signInDuringFlood.p95).toBeLessThanOrEqual(3 * report.signInIdle.p95);
  }, 180_000);
});
