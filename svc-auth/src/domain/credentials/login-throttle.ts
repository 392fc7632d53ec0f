import { tooManyAttempts } from '../accounts/auth-errors';
import type { Clock } from '../clock';
import { usernameKey } from '../users/user';
import type { LoginFailureRepository } from './login-failure.repository';

const minute = 60 * 1000;

/**
 * Brute-force limits. A username is never locked as such: anyone can type someone else's username, so
 * a username-wide lock is a way to shut a user out. Instead:
 * - one username from one address may fail `freeFailures` times; each further failure makes that pair
 *   wait longer before its next attempt (1, 2, 4, 8 minutes, then 15 at most). Only the address that
 *   failed waits: the real user at their own address signs in as usual.
 * - one address may fail `perAddress` times across usernames within `addressWindowMs` (spraying).
 * The address is the one the gateway saw on the socket, so a client cannot pick a fresh one per try.
 */
export const loginThrottleLimits = {
  freeFailures: 9,
  firstDelayMs: 1 * minute,
  maxDelayMs: 15 * minute,
  /** Failures of a pair older than this are forgiven. */
  pairWindowMs: 60 * minute,
  perAddress: 50,
  addressWindowMs: 15 * minute,
} as const;

/** How long a pair waits after its latest failure, given how many it has had in the window. */
export function delayAfterFailures(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = loginThrottleLimits;
  if (failures <= freeFailures) return 0;
  const doublings = Math.min(failures - freeFailures - 1, 10);
  return Math.min(maxDelayMs, firstDelayMs * 2 ** doublings);
}

/**
 * The failure key of one username at one address. JSON keeps the two parts apart whatever they hold,
 * and every key of a username starts with `usernamePrefix`.
 */
export const usernameAddressKey = (username: string, address: string): string =>
  JSON.stringify([usernameKey(username), address]);
const usernamePrefix = (username: string): string =>
  `${JSON.stringify([usernameKey(username)]).slice(0, -1)},`;

export interface LoginThrottle {
  /** Throws a 429 DomainError (with Retry-After) while this username at this address, or the address, must wait. */
  assertNotLocked(username: string, address: string): Promise<void>;
  recordFailure(username: string, address: string): Promise<void>;
  /** A success clears the pair's failures; the address's stay, so one good account cannot reset them. */
  recordSuccess(username: string, address: string): Promise<void>;
}

/** A deleted account's name is free again: its failures, from every address, are forgotten. */
export async function forgetFailuresOfUsername(
  failures: LoginFailureRepository,
  username: string,
): Promise<void> {
  await failures.clearKeysStartingWith('username-address', usernamePrefix(username));
  // Recorded by earlier versions; they age out anyway, but the name should leave no trace now.
  await failures.clear('username', usernameKey(username));
}

export function createLoginThrottle(options: {
  failures: LoginFailureRepository;
  clock: Clock;
}): LoginThrottle {
  const { failures, clock } = options;
  const limits = loginThrottleLimits;
  // Enough failures to reach the longest delay; more change nothing.
  const pairLookback = limits.freeFailures + 12;

  const pairWaitsUntil = async (username: string, address: string, now: number) => {
    const since = new Date(now - limits.pairWindowMs).toISOString();
    const times = await failures.recent(
      'username-address',
      usernameAddressKey(username, address),
      since,
      pairLookback,
    );
    const latest = times[0];
    return latest === undefined ? 0 : Date.parse(latest) + delayAfterFailures(times.length);
  };
  /** An address is locked while `perAddress` failures lie in its window: until the oldest of them leaves it. */
  const addressLockedUntil = async (address: string, now: number) => {
    const since = new Date(now - limits.addressWindowMs).toISOString();
    const times = await failures.recent('address', address, since, limits.perAddress);
    const limiting = times[limits.perAddress - 1];
    return limiting === undefined ? 0 : Date.parse(limiting) + limits.addressWindowMs;
  };

  return {
    async assertNotLocked(username, address) {
      const now = clock().getTime();
      const until = Math.max(
        await pairWaitsUntil(username, address, now),
        await addressLockedUntil(address, now),
      );
      if (until > now) throw tooManyAttempts(Math.max(1, Math.ceil((until - now) / 1000)));
    },
    async recordFailure(username, address) {
      const now = clock();
      const failedAt = now.toISOString();
      // The longest window decides what is old enough to delete.
      const forgetBefore = new Date(now.getTime() - limits.pairWindowMs).toISOString();
      const pair = usernameAddressKey(username, address);
      await failures.record({ scope: 'username-address', key: pair, failedAt }, forgetBefore);
      await failures.record({ scope: 'address', key: address, failedAt }, forgetBefore);
    },
    recordSuccess: (username, address) =>
      failures.clear('username-address', usernameAddressKey(username, address)),
  };
}
