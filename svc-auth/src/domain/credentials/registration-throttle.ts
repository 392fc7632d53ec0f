import { tooManyRegistrations } from '../accounts/auth-errors';
import type { Clock } from '../clock';

/**
 * Accounts one address may create: enough for a class signing up together behind one school network,
 * far too few to flood the password hasher (every registration is an argon2 run).
 */
export const registrationLimits = {
  perAddress: 20,
  windowMs: 60 * 60 * 1000,
  /** Addresses remembered at once; the ones with the oldest attempts are dropped first. */
  maxAddresses: 10_000,
} as const;

export interface RegistrationThrottle {
  /** Counts an attempt from `address`, or throws 429 (Retry-After) when the address has used its window. */
  admit(address: string): void;
}

/**
 * Kept in memory: a restart forgives the counts, which costs an attacker a restart they cannot cause,
 * and spares a database write for every refusal in a flood.
 */
export function createRegistrationThrottle(options: {
  clock: Clock;
  limits?: Partial<typeof registrationLimits>;
}): RegistrationThrottle {
  const { perAddress, windowMs, maxAddresses } = { ...registrationLimits, ...options.limits };
  // Insertion order is oldest first; an address moves to the end whenever it is counted.
  const attempts = new Map<string, number[]>();

  return {
    admit(address) {
      const now = options.clock().getTime();
      const recent = (attempts.get(address) ?? []).filter((at) => at > now - windowMs);
      attempts.delete(address);
      if (recent.length >= perAddress) {
        attempts.set(address, recent);
        const oldest = recent[0] ?? now;
        throw tooManyRegistrations(Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)));
      }
      recent.push(now);
      attempts.set(address, recent);
      while (attempts.size > maxAddresses) {
        const stalest = attempts.keys().next().value;
        if (stalest === undefined) break;
        attempts.delete(stalest);
      }
    },
  };
}
