import { z } from 'zod';
import { invalidRequestMessage } from './errors';

/** What the browser may see of a user (svc-auth's public user). */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
});

/** GET /api/auth/status: never an error for a missing or bad session cookie. */
export const authStatusSchema = z.object({
  authenticated: z.boolean(),
  user: publicUserSchema.optional(),
  providers: z.object({ google: z.boolean() }),
});

/**
 * The messages a refused login or registration answers (plain text, shown by the sign-in dialog as they
 * are; spec §5 gives the first four).
 */
export const credentialMessages = {
  fillInAllFields: 'Please fill in all fields',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 256 characters long',
  invalidEmail: 'Please enter a valid email address',
  invalidUsername: 'Username must be 3–32 characters: letters, digits, dots, underscores or hyphens',
  invalidRequest: invalidRequestMessage,
  credentialsTooLong: 'Username or password is too long',
} as const;

/** The lengths svc-auth enforces on sign-up and sign-in (spec §5, §9: a password has at least 6 characters). */
export const credentialLimits = {
  usernameMinLength: 3,
  usernameMaxLength: 32,
  passwordMinLength: 6,
  passwordMaxLength: 256,
  emailMaxLength: 254,
  /** Sign-in accepts any stored username, also older ones, but refuses absurd lengths before hashing. */
  loginUsernameMaxLength: 64,
} as const;

/** 3–32 characters: letters, digits, dots, underscores or hyphens. */
export const usernamePattern = /^[A-Za-z0-9._-]{3,32}$/;

/** text@text.text without spaces, as the sign-up form checks it (spec §5). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const filledIn = z
  .string({ error: credentialMessages.fillInAllFields })
  .min(1, credentialMessages.fillInAllFields);

/** An unknown field is refused as not valid; a body that is not an object, as a missing field. */
const credentialsObject = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys'
      ? credentialMessages.invalidRequest
      : credentialMessages.fillInAllFields,
};

/** POST /api/login as svc-auth enforces it; failures answer plain text (400, 401, 429). */
export const loginRequestSchema = z.strictObject(
  {
    username: filledIn.max(credentialLimits.loginUsernameMaxLength, credentialMessages.credentialsTooLong),
    password: filledIn.max(credentialLimits.passwordMaxLength, credentialMessages.credentialsTooLong),
  },
  credentialsObject,
);

/** POST /api/register as svc-auth enforces it, with the spec's §5 messages; failures answer plain text (400, 409). */
export const registerRequestSchema = z.strictObject(
  {
    username: filledIn
      .min(credentialLimits.usernameMinLength, credentialMessages.invalidUsername)
      .max(credentialLimits.usernameMaxLength, credentialMessages.invalidUsername)
      .regex(usernamePattern, credentialMessages.invalidUsername),
    password: filledIn
      .min(credentialLimits.passwordMinLength, credentialMessages.passwordTooShort)
      .max(credentialLimits.passwordMaxLength, credentialMessages.passwordTooLong),
    email: filledIn
      .max(credentialLimits.emailMaxLength, credentialMessages.invalidEmail)
      .regex(emailPattern, credentialMessages.invalidEmail),
  },
  credentialsObject,
);

/** When several rules fail, the user sees the one the sign-up form would have shown first. */
const credentialMessagePriority: readonly string[] = [
  credentialMessages.fillInAllFields,
  credentialMessages.invalidRequest,
  credentialMessages.passwordTooShort,
  credentialMessages.passwordTooLong,
  credentialMessages.credentialsTooLong,
  credentialMessages.invalidEmail,
  credentialMessages.invalidUsername,
];

/** The one message a refused login or registration answers, of all the rules its body broke. */
export function credentialMessageOf(messages: readonly string[]): string {
  return (
    credentialMessagePriority.find((candidate) => messages.includes(candidate)) ??
    credentialMessages.invalidRequest
  );
}

/** POST /api/logout. */
export const logoutResponseSchema = z.object({ success: z.literal(true) });

export type PublicUser = z.infer<typeof publicUserSchema>;
export type AuthStatus = z.infer<typeof authStatusSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
