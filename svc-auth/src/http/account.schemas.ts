import { z } from 'zod';
import { DomainError } from '@manan/service-kit';
import { authMessages } from '../domain/accounts/auth-errors';
import { usernamePattern } from '../domain/users/username';

/** text@text.text without spaces, as the sign-up form checks it. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const filledIn = z.string({ error: authMessages.fillInAllFields }).min(1, authMessages.fillInAllFields);

const registrationSchema = z.strictObject(
  {
    username: filledIn.regex(usernamePattern, authMessages.invalidUsername),
    password: filledIn.min(6, authMessages.passwordTooShort).max(256, authMessages.passwordTooLong),
    email: filledIn.max(254, authMessages.invalidEmail).regex(emailPattern, authMessages.invalidEmail),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? authMessages.invalidRequest : authMessages.fillInAllFields,
  },
);

const loginSchema = z.strictObject(
  {
    username: filledIn.max(64, authMessages.credentialsTooLong),
    password: filledIn.max(256, authMessages.credentialsTooLong),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? authMessages.invalidRequest : authMessages.fillInAllFields,
  },
);

/** When several rules fail, the user sees the one the sign-up form would have shown first. */
const messagePriority: string[] = [
  authMessages.fillInAllFields,
  authMessages.invalidRequest,
  authMessages.passwordTooShort,
  authMessages.passwordTooLong,
  authMessages.credentialsTooLong,
  authMessages.invalidEmail,
  authMessages.invalidUsername,
];

function parseWithMessage<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const messages = result.error.issues.map((issue) => issue.message);
  const message =
    messagePriority.find((candidate) => messages.includes(candidate)) ?? authMessages.invalidRequest;
  throw new DomainError('REQUEST.INVALID', 'invalid', message);
}

export const parseRegistration = (body: unknown) => parseWithMessage(registrationSchema, body);
export const parseLogin = (body: unknown) => parseWithMessage(loginSchema, body);
