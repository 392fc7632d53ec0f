import { hashingBusy } from '../accounts/auth-errors';
import type { PasswordHasher } from './password-hasher.port';

/** Who is waiting for the hasher: a sign-in is served before any registration that waits with it. */
export type HashingPriority = 'login' | 'registration';

export interface HashingQueueOptions {
  /** argon2 runs at once; each holds tens of MiB. */
  maxConcurrent: number;
  /**
   * Of those, how many may be registrations: the rest are kept for sign-ins, so a sign-in during a
   * flood of registrations starts at once and shares the CPU with fewer argon2 runs.
   */
  maxConcurrentRegistrations: number;
  /** Requests allowed to wait, per priority; one more is refused with 429 and Retry-After. */
  maxWaiting: Record<HashingPriority, number>;
  /**
   * Nor may anyone wait longer than this: a request whose expected wait (from recent runs) is longer is
   * refused at once, and one still waiting when it is up is refused then. Either way the client hears
   * 429 with Retry-After rather than a gateway timeout later.
   */
  maxExpectedWaitMs: number;
}

export interface HashingQueue {
  /** The hasher for sign-ins: first in line. */
  forLogins: PasswordHasher;
  /** The hasher for registrations: served when no sign-in waits. */
  forRegistrations: PasswordHasher;
}

interface Waiter {
  start: () => void;
  /** Refuses the waiter when it has waited as long as allowed. */
  deadline?: ReturnType<typeof setTimeout>;
}

/** A first guess at one argon2 run, until the queue has measured some. */
const initialRunEstimateMs = 200;

/**
 * Runs at most `maxConcurrent` hashes or verifications at once. The rest wait in two lines, sign-ins
 * ahead of registrations, each line bounded: a flood of registrations can neither grow memory without
 * limit nor push a sign-in behind it. A full line answers 429 at once, with Retry-After estimated
 * from how long recent runs took.
 */
export function createHashingQueue(inner: PasswordHasher, options: HashingQueueOptions): HashingQueue {
  const { maxConcurrent, maxConcurrentRegistrations, maxWaiting, maxExpectedWaitMs } = options;
  const running: Record<HashingPriority, number> = { login: 0, registration: 0 };
  const waiting: Record<HashingPriority, Waiter[]> = { login: [], registration: [] };
  let averageRunMs = initialRunEstimateMs;

  const mayStart = (priority: HashingPriority): boolean =>
    running.login + running.registration < maxConcurrent &&
    (priority === 'login' || running.registration < maxConcurrentRegistrations);
  /** How long one more request of `priority` would wait: everyone ahead of it, spread over its lanes. */
  const expectedWaitMs = (priority: HashingPriority): number => {
    const lanes = priority === 'login' ? maxConcurrent : Math.min(maxConcurrent, maxConcurrentRegistrations);
    const ahead = waiting.login.length + (priority === 'registration' ? waiting.registration.length : 0);
    return ((ahead + 1) / Math.max(1, lanes)) * averageRunMs;
  };
  const retryAfterSeconds = (priority: HashingPriority): number =>
    Math.max(1, Math.ceil((expectedWaitMs(priority) + averageRunMs) / 1000));
  /** Starts whoever may start now: every waiting sign-in first, then registrations. */
  const dispatch = (): void => {
    for (const priority of ['login', 'registration'] as const) {
      while (waiting[priority].length > 0 && mayStart(priority)) {
        const next = waiting[priority].shift();
        if (!next) break;
        running[priority] += 1;
        clearTimeout(next.deadline);
        next.start();
      }
    }
  };
  const acquire = async (priority: HashingPriority): Promise<void> => {
    if (waiting.login.length === 0 && mayStart(priority)) {
      running[priority] += 1;
      return;
    }
    if (waiting[priority].length >= maxWaiting[priority] || expectedWaitMs(priority) > maxExpectedWaitMs) {
      throw hashingBusy(retryAfterSeconds(priority));
    }
    // dispatch() counts the run as started before it resolves this.
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { start: resolve };
      if (Number.isFinite(maxExpectedWaitMs)) {
        waiter.deadline = setTimeout(() => {
          waiting[priority].splice(waiting[priority].indexOf(waiter), 1);
          reject(hashingBusy(retryAfterSeconds(priority)));
        }, maxExpectedWaitMs);
      }
      waiting[priority].push(waiter);
    });
  };
  const limited = async <T>(priority: HashingPriority, work: () => Promise<T>): Promise<T> => {
    await acquire(priority);
    const startedAt = Date.now();
    try {
      return await work();
    } finally {
      averageRunMs = averageRunMs * 0.8 + (Date.now() - startedAt) * 0.2;
      running[priority] -= 1;
      dispatch();
    }
  };
  const hasherFor = (priority: HashingPriority): PasswordHasher => ({
    hash: (password) => limited(priority, () => inner.hash(password)),
    verify: (hash, password) => limited(priority, () => inner.verify(hash, password)),
  });

  return { forLogins: hasherFor('login'), forRegistrations: hasherFor('registration') };
}

/** One line, unbounded: at most `maxConcurrent` runs at once, the rest first come first served. */
export function limitHashingConcurrency(inner: PasswordHasher, maxConcurrent: number): PasswordHasher {
  return createHashingQueue(inner, {
    maxConcurrent,
    maxConcurrentRegistrations: 0,
    maxWaiting: { login: Number.POSITIVE_INFINITY, registration: 0 },
    maxExpectedWaitMs: Number.POSITIVE_INFINITY,
  }).forLogins;
}
