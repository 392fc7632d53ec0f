import { z } from 'zod';

/**
 * svc-auth's internal endpoints: called service to service (svc-triage and svc-billing), never routed by the
 * gateway (it routes only the operations of contracts/src/openapi), so not part of the public /api.
 */
export const internalPaths = {
  /** POST: is this session still live? svc-auth's own answer (exists, not revoked, within its lifetimes). */
  confirmSession: '/internal/sessions/confirm',
} as const;

/** The session id is the token's `jti`; sent in the body so it stays out of access logs. */
export const sessionConfirmationRequestSchema = z.object({
  sessionId: z.string().min(1).max(200),
});

export const sessionConfirmationSchema = z.object({
  /** False for a session that never existed, was revoked (logout, account deletion) or has expired. */
  active: z.boolean(),
});

export type SessionConfirmationRequest = z.infer<typeof sessionConfirmationRequestSchema>;
export type SessionConfirmation = z.infer<typeof sessionConfirmationSchema>;
