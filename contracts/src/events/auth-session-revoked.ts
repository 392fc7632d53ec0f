import { z } from 'zod';
import { defineEvent } from './envelope';

/** svc-auth -> every service: a session was ended (logout); its token must be refused from now on. */
export const authSessionRevokedV1 = defineEvent(
  'auth.session.revoked',
  1,
  z.object({
    sessionId: z.string().min(1),
    userId: z.string().min(1),
    /** When the token would have expired anyway; the revocation can be forgotten after this. */
    expiresAt: z.string().datetime(),
  }),
);

export type AuthSessionRevokedV1 = z.infer<typeof authSessionRevokedV1.dataSchema>;
