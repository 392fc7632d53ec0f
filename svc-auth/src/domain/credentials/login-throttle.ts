import { tooManyAttempts } from '../accounts/auth-errors';
import type { Clock } from '../clock';
import { usernameKey } from '../users/user';
import type { LoginFailureRepository, LoginFailureScope } from './login-failure.repository';

/** Brute-force limits: 10 failures for one username, or 50 from one address, within 15 minutes. */
export const loginThrottleLimits = {
  windowMs: 15 * 60 * 1000,
  perUsername: 10,
  perAddress: 50,
} as const;

export interface LoginThrottle {
  /** Throws a 429 DomainError (with Retry-After) while the username or the address is locked. */
  assertNotLocked(username: string, address: string): Promise<void>;
  recordFailure(username: string, address: string): Promise<void>;
  /** A success clears the username's failures; the address's stay, so one good account cannot reset them. */
  recordSuccess(username: string): Promise<void>;
}

export function createLoginThrottle(options: {
  failures: LoginFailureRepository;
  clock: Clock;
}): LoginThrottle {
  const { failures, clock } = options;
  const { windowMs } = loginThrottleLimits;

  /** A key is locked while `limit` failures lie in the window: until the limit-th newest leaves it. */
  const lockedUntil = async (scope: LoginFailureScope, key: string, limit: number, now: number) => {
    const times = await failures.recent(scope, key, new Date(now - windowMs).toISOString(), limit);
    const limiting = times[limit - 1];
    return limiting === undefined ? null : Date.parse(limiting) + windowMs;
  };

  return {
    async assertNotLocked(username, address) {
      const now = clock().getTime();
      const locks = await Promise.all([
        lockedUntil('username', usernameKey(username), loginThrottleLimits.perUsername, now),
        lockedUntil('address', address, loginThrottleLimits.perAddress, now),
      ]);
      const until = Math.max(...locks.map((lock) => lock ?? 0));
      if (until > now) throw tooManyAttempts(Math.max(1, Math.ceil((until - now) / 1000)));
    },
    async recordFailure(username, address) {
      const now = clock();
      const failedAt = now.toISOString();
      const forgetBefore = new Date(now.getTime() - windowMs).toISOString();
      await failures.record({ scope: 'username', key: usernameKey(username), failedAt }, forgetBefore);
      await failures.record({ scope: 'address', key: address, failedAt }, forgetBefore);
    },
    recordSuccess: (username) => failures.clear('username', usernameKey(username)),
  };
}
