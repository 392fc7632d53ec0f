import type { PasswordHasher } from './password-hasher.port';

/**
 * Runs at most `maxConcurrent` hashes or verifications at once and queues the rest, first come first
 * served: each argon2 run holds tens of MiB, so a burst of logins must not run them all together.
 */
export function limitHashingConcurrency(inner: PasswordHasher, maxConcurrent: number): PasswordHasher {
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = async (): Promise<void> => {
    if (running < maxConcurrent) {
      running += 1;
      return;
    }
    // The releasing caller hands its slot over, so `running` stays the same.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const limited = async <T>(work: () => Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await work();
    } finally {
      release();
    }
  };

  return {
    hash: (password) => limited(() => inner.hash(password)),
    verify: (hash, password) => limited(() => inner.verify(hash, password)),
  };
}
