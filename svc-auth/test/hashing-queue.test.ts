import { DomainError } from '@manan/service-kit';
import { createHashingQueue } from '../src/domain/credentials/concurrency-limited-hasher';
import type { PasswordHasher } from '../src/domain/credentials/password-hasher.port';
import {
  maxConcurrentPasswordHashes,
  maxConcurrentRegistrationHashes,
  maxWaitingPasswordHashes,
} from '../src';
import { newAccount, postJson, register, startAuth } from './support/auth-test-service';

/**
 * A hasher whose runs finish only when the test lets them: it records the order in which runs start,
 * so who was served first is seen exactly, with no timing involved.
 */
function gatedHasher() {
  const started: string[] = [];
  const held: (() => void)[] = [];
  let open = true;
  const run = async <T>(label: string, value: T): Promise<T> => {
    started.push(label);
    if (!open) await new Promise<void>((resolve) => held.push(resolve));
    return value;
  };
  const hasher: PasswordHasher = {
    hash: (password) => run(`hash:${password}`, `hashed:${password}`),
    verify: (hash, password) => run(`verify:${password}`, hash === `hashed:${password}`),
  };
  return {
    hasher,
    started,
    held: () => held.length,
    close: () => {
      open = false;
    },
    releaseOne: () => held.shift()?.(),
    releaseAll: () => {
      open = true;
      for (const release of held.splice(0)) release();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const until = async (condition: () => boolean) => {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 500) throw new Error('condition never met');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the password hashing queue', () => {
  it('when sign-ins and registrations both wait, then every waiting sign-in runs before any registration', async () => {
    const gate = gatedHasher();
    gate.close();
    const queue = createHashingQueue(gate.hasher, {
      maxConcurrent: 2,
      maxConcurrentRegistrations: 2,
      maxWaiting: { login: 5, registration: 5 },
      maxExpectedWaitMs: Number.POSITIVE_INFINITY,
    });
    const work = [
      queue.forRegistrations.hash('r1'),
      queue.forRegistrations.hash('r2'),
      queue.forRegistrations.hash('r3'),
      queue.forRegistrations.hash('r4'),
      queue.forLogins.verify('hashed:l1', 'l1'),
      queue.forRegistrations.hash('r5'),
      queue.forLogins.verify('hashed:l2', 'l2'),
    ];
    await settle();
    expect(gate.started).toEqual(['hash:r1', 'hash:r2']);
    for (let run = 0; run < 5; run += 1) {
      gate.releaseOne();
      await settle();
    }
    expect(gate.started).toEqual([
      'hash:r1',
      'hash:r2',
      'verify:l1',
      'verify:l2',
      'hash:r3',
      'hash:r4',
      'hash:r5',
    ]);
    gate.releaseAll();
    await expect(Promise.all(work)).resolves.toEqual([
      'hashed:r1',
      'hashed:r2',
      'hashed:r3',
      'hashed:r4',
      true,
      'hashed:r5',
      true,
    ]);
  });

  it('when a line is full, then one more is refused at once with 429 and Retry-After, and the other line still queues', async () => {
    const gate = gatedHasher();
    gate.close();
    const queue = createHashingQueue(gate.hasher, {
      maxConcurrent: 1,
      maxConcurrentRegistrations: 1,
      maxWaiting: { login: 1, registration: 2 },
      maxExpectedWaitMs: Number.POSITIVE_INFINITY,
    });
    const admitted = [
      queue.forRegistrations.hash('running'),
      queue.forRegistrations.hash('waiting-1'),
      queue.forRegistrations.hash('waiting-2'),
    ];
    const refusal = await queue.forRegistrations.hash('one too many').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'AUTH.BUSY', httpStatus: 429 });
    expect((refusal as DomainError).details).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect((refusal as DomainError).details?.retryAfterSeconds).toBeGreaterThanOrEqual(1);

    const login = queue.forLogins.verify('hashed:me', 'me');
    await expect(queue.forLogins.verify('hashed:me', 'me')).rejects.toMatchObject({ code: 'AUTH.BUSY' });
    gate.releaseAll();
    await expect(Promise.all([...admitted, login])).resolves.toHaveLength(4);
    expect(gate.started).not.toContain('hash:one too many');
  });

  it('when the line is longer than the longest expected wait allows, then the next is refused though the line has room', async () => {
    const gate = gatedHasher();
    gate.close();
    // Until runs have been measured, each is estimated at 200 ms: a third waiter would wait 600 ms.
    const queue = createHashingQueue(gate.hasher, {
      maxConcurrent: 1,
      maxConcurrentRegistrations: 1,
      maxWaiting: { login: 10, registration: 10 },
      maxExpectedWaitMs: 500,
    });
    const admitted = ['running', 'waiting-1', 'waiting-2'].map((password) => queue.forLogins.hash(password));
    await expect(queue.forLogins.hash('waiting-3')).rejects.toMatchObject({
      code: 'AUTH.BUSY',
      details: { retryAfterSeconds: 1 },
    });
    gate.releaseAll();
    await expect(Promise.all(admitted)).resolves.toHaveLength(3);
  });

  it('when a request has waited as long as allowed, then it is refused with 429 and the line moves on', async () => {
    const gate = gatedHasher();
    gate.close();
    const queue = createHashingQueue(gate.hasher, {
      maxConcurrent: 1,
      maxConcurrentRegistrations: 1,
      maxWaiting: { login: 10, registration: 10 },
      maxExpectedWaitMs: 300,
    });
    const running = queue.forRegistrations.hash('running');
    const waitingAt = Date.now();
    const refusal = await queue.forRegistrations.hash('waiting').catch((error: unknown) => error);
    expect(Date.now() - waitingAt).toBeGreaterThanOrEqual(290);
    expect(refusal).toMatchObject({ code: 'AUTH.BUSY', httpStatus: 429 });
    const next = queue.forLogins.verify('hashed:next', 'next');
    gate.releaseAll();
    await expect(Promise.all([running, next])).resolves.toEqual(['hashed:running', true]);
    expect(gate.started).toEqual(['hash:running', 'verify:next']);
  });

  it('when registrations use their share of the runs, then a sign-in starts at once beside them', async () => {
    const gate = gatedHasher();
    gate.close();
    const queue = createHashingQueue(gate.hasher, {
      maxConcurrent: 4,
      maxConcurrentRegistrations: 2,
      maxWaiting: { login: 5, registration: 5 },
      maxExpectedWaitMs: Number.POSITIVE_INFINITY,
    });
    const registrations = ['r1', 'r2', 'r3', 'r4'].map((password) => queue.forRegistrations.hash(password));
    const logins = ['l1', 'l2'].map((password) => queue.forLogins.verify(`hashed:${password}`, password));
    await settle();
    expect(gate.started).toEqual(['hash:r1', 'hash:r2', 'verify:l1', 'verify:l2']);
    gate.releaseOne();
    await settle();
    expect(gate.started.slice(4)).toEqual(['hash:r3']);
    gate.releaseAll();
    await expect(Promise.all([...registrations, ...logins])).resolves.toHaveLength(6);
  });
});

describe('svc-auth under a registration flood', () => {
  it('when registrations fill the hasher, then one more gets 429 with Retry-After and sign-ins are served first', async () => {
    const gate = gatedHasher();
    // The gate holds the hashes for as long as the test takes. On a loaded CI machine that once passed the
    // 5 s production bound on waiting, and the queue rightly refused the registrations still in line
    // (429): what this test checks is the refusal of a full line and the sign-ins' priority, not the bound.
    const auth = await startAuth({
      passwordHasher: gate.hasher,
      maxExpectedHashingWaitMs: Number.POSITIVE_INFINITY,
    });
    try {
      const { account } = await register(auth.url);
      gate.close();
      gate.started.length = 0;

      const capacity = maxConcurrentRegistrationHashes + maxWaitingPasswordHashes.registration;
      // Each from its own address, as a flood from many machines would be: the per-address limit is not what answers here.
      const flood = Array.from({ length: capacity }, (_, index) =>
        postJson(`${auth.url}/api/register`, newAccount({ password: `flood-${index}` }), {
          'x-forwarded-for': `198.51.100.${index + 1}`,
        }),
      );
      await until(() => gate.held() === maxConcurrentRegistrationHashes);
      // The rest are in the registration line once their cheap lookups are done.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const refused = await postJson(`${auth.url}/api/register`, newAccount(), {
        'x-forwarded-for': '198.51.100.200',
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await refused.text()).toBe('The server is busy. Please try again in a few seconds.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

      // The runs kept for sign-ins start at once; one more sign-in than they hold has to wait.
      const signInSlots = maxConcurrentPasswordHashes - maxConcurrentRegistrationHashes;
      const signIns = Array.from({ length: signInSlots + 1 }, () =>
        postJson(`${auth.url}/api/login`, { username: account.username, password: account.password }),
      );
      await until(() => gate.held() === maxConcurrentPasswordHashes);
      expect(gate.started.filter((label) => label.startsWith('verify:'))).toHaveLength(signInSlots);
      await new Promise((resolve) => setTimeout(resolve, 200));
      gate.releaseOne(); // the first registration's hash
      await until(() => gate.started.length > maxConcurrentPasswordHashes);
      expect(gate.started[maxConcurrentPasswordHashes]).toBe(`verify:${account.password}`);

      gate.releaseAll();
      expect((await Promise.all(signIns)).map((response) => response.status)).toEqual(signIns.map(() => 200));
      expect((await Promise.all(flood)).map((response) => response.status)).toEqual(flood.map(() => 201));
      expect(gate.started.filter((label) => label.startsWith('hash:'))).toHaveLength(capacity);
    } finally {
      gate.releaseAll();
      await auth.stop();
      auth.remove();
    }
  });
});
