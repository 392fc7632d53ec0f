import { z } from 'zod';
import { defineEvent } from './envelope';

/**
 * svc-auth -> every service: the user deleted their account. Each consumer deletes everything it keeps
 * of that user (cases, usage, subscriptions, ...). The user's sessions are ended by the
 * `auth.session.revoked.v1` events queued just before this one, in the same transaction.
 */
export const authUserDeletedV1 = defineEvent(
  'auth.user.deleted',
  1,
  z.object({
    userId: z.string().min(1),
  }),
);

export type AuthUserDeletedV1 = z.infer<typeof authUserDeletedV1.dataSchema>;
