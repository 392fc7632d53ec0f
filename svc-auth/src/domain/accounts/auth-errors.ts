import { credentialMessages } from '@manan/contracts';
import { DomainError } from '@manan/service-kit';

/**
 * Texts the sign-in dialog shows as they are (spec §5), so they are written for the user. Those of a
 * refused body come with the request schemas in contracts.
 */
export const authMessages = {
  ...credentialMessages,
  usernameTaken: 'Username already taken',
  emailTaken: 'Email already registered',
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  tooManyRegistrations: 'Too many accounts were created from your network. Please try again later.',
  hashingBusy: 'The server is busy. Please try again in a few seconds.',
  googleNotConfigured: 'Google sign-in is not configured on this server',
} as const;

export const invalidCredentials = (): DomainError =>
  new DomainError('AUTH.INVALID_CREDENTIALS', 'unauthenticated', authMessages.invalidCredentials);

export const duplicateAccount = (field: 'username' | 'email'): DomainError =>
  field === 'username'
    ? new DomainError('AUTH.USERNAME_TAKEN', 'conflict', authMessages.usernameTaken)
    : new DomainError('AUTH.EMAIL_TAKEN', 'conflict', authMessages.emailTaken);

export const tooManyAttempts = (retryAfterSeconds: number): DomainError =>
  new DomainError('AUTH.TOO_MANY_ATTEMPTS', 'rate-limited', authMessages.tooManyAttempts, {
    retryAfterSeconds,
  });

export const tooManyRegistrations = (retryAfterSeconds: number): DomainError =>
  new DomainError('AUTH.TOO_MANY_REGISTRATIONS', 'rate-limited', authMessages.tooManyRegistrations, {
    retryAfterSeconds,
  });

/** The password hasher's queue is full: nothing was checked or stored. */
export const hashingBusy = (retryAfterSeconds: number): DomainError =>
  new DomainError('AUTH.BUSY', 'rate-limited', authMessages.hashingBusy, { retryAfterSeconds });

export const googleNotConfigured = (): DomainError =>
  new DomainError('AUTH.GOOGLE_NOT_CONFIGURED', 'unavailable', authMessages.googleNotConfigured);
