import { credentialLimits } from '@manan/contracts';

/** A username's lengths; the pattern it must match is contracts' `usernamePattern`. */
export const usernameMinLength = credentialLimits.usernameMinLength;
export const usernameMaxLength = credentialLimits.usernameMaxLength;

/**
 * A username for someone who signs up with Google: the email's local part reduced to the allowed
 * characters, then `base`, `base2`, `base3`, ... until `isTaken` says no.
 */
export async function uniqueUsernameFromEmail(
  email: string,
  isTaken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  const localPart = email.split('@')[0] ?? '';
  let base = localPart.replace(/[^A-Za-z0-9._-]/g, '').slice(0, usernameMaxLength - 4);
  if (base.length < usernameMinLength) base = `${base}user`.slice(0, usernameMaxLength - 4);
  for (let suffix = 1; suffix < 1000; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  return `${base}${Math.floor(Math.random() * 1_000_000)}`.slice(0, usernameMaxLength);
}
