import argon2 from 'argon2';
import type { PasswordHasher } from '../../domain/credentials/password-hasher.port';

export interface Argon2Parameters {
  /** KiB. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Above OWASP's minimum (19 MiB, 2 iterations, 1 lane): 64 MiB, 3 iterations, 1 lane, ~0.2 s per hash. */
export const productionArgon2Parameters: Argon2Parameters = {
  memoryCost: 65536,
  timeCost: 3,
  parallelism: 1,
};

/**
 * OWASP's argon2id table trades memory for iterations (47 MiB×1, 19 MiB×2, 12 MiB×3, 9 MiB×4, 7 MiB×5):
 * every row spends at least about 38,000 KiB-iterations with at least 7 MiB.
 */
export function meetsOwaspMinimum({ memoryCost, timeCost }: Argon2Parameters): boolean {
  return memoryCost >= 7168 && memoryCost * timeCost >= 19456 * 2;
}

export function createArgon2PasswordHasher(
  parameters: Argon2Parameters = productionArgon2Parameters,
): PasswordHasher {
  if (!meetsOwaspMinimum(parameters)) {
    throw new Error('argon2id parameters below the OWASP minimum (19456 KiB, 2 iterations) are not allowed');
  }
  return {
    hash: (password) => argon2.hash(password, { type: argon2.argon2id, ...parameters }),
    async verify(hash, password) {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
  };
}
