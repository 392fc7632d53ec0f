import { AppError } from '@manan/service-kit';

/** Texts the sign-in dialog shows as they are (spec §5), so they are written for the user. */
export const authMessages = {
  fillInAllFields: 'Please fill in all fields',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 256 characters long',
  invalidEmail: 'Please enter a valid email address',
  invalidUsername: 'Username must be 3–32 characters: letters, digits, dots, underscores or hyphens',
  invalidRequest: 'The request is not valid',
  credentialsTooLong: 'Username or password is too long',
  usernameTaken: 'Username already taken',
  emailTaken: 'Email already registered',
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  googleNotConfigured: 'Google sign-in is not configured on this server',
} as const;

export const invalidCredentials = (): AppError =>
  new AppError('AUTH.INVALID_CREDENTIALS', 401, authMessages.invalidCredentials);

export const duplicateAccount = (field: 'username' | 'email'): AppError =>
  field === 'username'
    ? new AppError('AUTH.USERNAME_TAKEN', 409, authMessages.usernameTaken)
    : new AppError('AUTH.EMAIL_TAKEN', 409, authMessages.emailTaken);

export const tooManyAttempts = (retryAfterSeconds: number): AppError =>
  new AppError('AUTH.TOO_MANY_ATTEMPTS', 429, authMessages.tooManyAttempts, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
