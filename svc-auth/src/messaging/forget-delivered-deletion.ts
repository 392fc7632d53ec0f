import { authUserDeletedV1, parseEvent, type EventEnvelope } from '@manan/contracts';
import type { OutboxStore, TransactionRunner } from '@manan/service-kit';

/**
 * Runs after the outbox relay published a message. Once `auth.user.deleted.v1` has gone out, svc-auth
 * erases its outbox's copies of it and of the session revocations queued before it: until then they were
 * the other services' only way to learn of the deletion; afterwards they are the user's id kept for nothing.
 */
export async function forgetDeliveredDeletion(
  envelope: EventEnvelope,
  stores: { outbox: Pick<OutboxStore, 'eraseEventsOfUser'>; transactionRunner: TransactionRunner },
): Promise<void> {
  if (envelope.type !== authUserDeletedV1.type) return;
  const { userId } = parseEvent(authUserDeletedV1, envelope).data;
  await stores.transactionRunner.run((tx) => stores.outbox.eraseEventsOfUser(userId, tx));
}
