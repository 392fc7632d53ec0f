import { z } from 'zod';
import { credentialLimits } from './auth';

/** The message shown when the typed username is not the account's. */
export const deleteAccountMismatchMessage = 'The username you typed does not match this account';

/**
 * POST /api/user/delete: the caller types their username again to confirm; the service compares it with
 * the signed-in account's (ignoring case, as sign-in does) and refuses anything else.
 */
export const deleteAccountRequestSchema = z
  .strictObject({
    username: z
      .string()
      .trim()
      .min(1, 'Type your username to confirm')
      .max(credentialLimits.loginUsernameMaxLength, deleteAccountMismatchMessage),
  })
  .meta({ description: "The signed-in account's username, typed again to confirm the deletion." });

/** The account and everything of it is deleted (the other services follow within seconds); signed out. */
export const deleteAccountResponseSchema = z.object({ success: z.literal(true) });

export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
