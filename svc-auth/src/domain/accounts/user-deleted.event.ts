import { authUserDeletedV1, createEventEnvelope, type EventEnvelope } from '@manan/contracts';
import type { AuthUserDeletedV1 } from '@manan/contracts';

/** The `auth.user.deleted.v1` svc-auth sends when an account is deleted (the one factory of it). */
export function userDeletedEvent(userId: string, occurredAt: Date): EventEnvelope<AuthUserDeletedV1> {
  return createEventEnvelope(authUserDeletedV1, { userId }, occurredAt);
}
