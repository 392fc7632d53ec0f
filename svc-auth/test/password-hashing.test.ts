import {
  createArgon2PasswordHasher,
  meetsOwaspMinimum,
  productionArgon2Parameters,
} from '../src/adapters/argon2/argon2-password-hasher';
import { limitHashingConcurrency } from '../src/domain/credentials/concurrency-limited-hasher';
import type { PasswordHasher } from '../src/domain/credentials/password-hasher.port';
import { maxConcurrentPasswordHashes } from '../src';
import { newAccount, postJson, startAuth } from './support/auth-test-service';

/** A hasher that takes a while and records how many of its runs overlap. */
function instrumentedHasher() {
  let running = 0;
  const observed = { maxConcurrent: 0, calls: 0 };
  const slowly = async <T>(value: T): Promise<T> => {
    running += 1;
    observed.calls += 1;
    observed.maxConcurrent = Math.max(observed.maxConcurrent, running);
    await new Promise((resolve) => setTimeout(resolve, 25));
    running -= 1;
    return value;
  };
  const hasher: PasswordHasher = {
    hash: (password) => slowly(`hashed:${password}`),
    verify: (hash, password) => slowly(hash === `hashed:${password}`),
  };
  return { hasher, observed };
}

describe('password hashing', () => {
  it('when production hashes a password, then it is argon2id at or above the OWASP minimum and verifies', async () => {
    expect(productionArgon2Parameters).toEqual({ memoryCost: 65536, timeCost: 3, parallelism: 1 });
    const hasher = createArgon2PasswordHasher();
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(await hasher.verify(hash, 'correct horse')).toBe(true);
    expect(await hasher.verify(hash, 'wrong horse')).toBe(false);
    expect(await hasher.verify('not a hash', 'correct horse')).toBe(false);
  });

  it('when parameters below the OWASP minimum are asked for, then the hasher refuses to exist', () => {
    expect(meetsOwaspMinimum({ memoryCost: 19456, timeCost: 2, parallelism: 1 })).toBe(true);
    expect(meetsOwaspMinimum({ memoryCost: 47104, timeCost: 1, parallelism: 1 })).toBe(true);
    expect(() => createArgon2PasswordHasher({ memoryCost: 4096, timeCost: 2, parallelism: 1 })).toThrow(
      /OWASP/,
    );
    expect(() => createArgon2PasswordHasher({ memoryCost: 19456, timeCost: 1, parallelism: 1 })).toThrow(
      /OWASP/,
    );
  });

  it('when 20 hashes are requested at once, then at most 4 run together and all complete', async () => {
    const { hasher, observed } = instrumentedHasher();
    const limited = limitHashingConcurrency(hasher, 4);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => limited.hash(`password-${index}`)),
    );
    expect(results).toHaveLength(20);
    expect(observed.maxConcurrent).toBe(4);
  });

  it('when a hash fails, then its slot is freed for the next one', async () => {
    const failing = limitHashingConcurrency(
      { hash: () => Promise.reject(new Error('out of memory')), verify: async () => true },
      1,
    );
    await expect(failing.hash('a')).rejects.toThrow('out of memory');
    await expect(failing.verify('h', 'b')).resolves.toBe(true);
  });

  it('when a burst of registrations and logins hits the service, then no more than the cap hash at once', async () => {
    const { hasher, observed } = instrumentedHasher();
    const auth = await startAuth({ passwordHasher: hasher });
    try {
      const accounts = Array.from({ length: 12 }, () => newAccount());
      const registered = await Promise.all(
        accounts.map((account) => postJson(`${auth.url}/api/register`, account)),
      );
      expect(registered.map((response) => response.status)).toEqual(accounts.map(() => 201));
      const logins = await Promise.all(
        accounts.map(({ username, password }) => postJson(`${auth.url}/api/login`, { username, password })),
      );
      expect(logins.map((response) => response.status)).toEqual(accounts.map(() => 200));
      expect(observed.calls).toBeGreaterThanOrEqual(24);
      expect(observed.maxConcurrent).toBe(maxConcurrentPasswordHashes);
    } finally {
      await auth.stop();
      auth.remove();
    }
  });
});
