import { authSessionRevokedV1, createEventEnvelope } from '@manan/contracts';
import type { OutboxRelay, OutboxStore, TransactionRunner } from '@manan/service-kit';
import type { Clock } from '../clock';
import { latestPossibleExpiry } from './session';
import type { SessionRepository } from './session.repository';

export type Logout = (sessionId: string) => Promise<void>;

/**
 * Ends the session and, in the same transaction, queues `auth.session.revoked.v1` so every other service
 * refuses its token too; then wakes the relay so they learn of it within a second. Idempotent.
 */
export function logoutUseCase(deps: {
  sessions: SessionRepository;
  transactionRunner: TransactionRunner;
  outbox: Pick<OutboxStore, 'add'>;
  relay: Pick<OutboxRelay, 'notify'>;
  clock: Clock;
}): Logout {
  return async (sessionId) => {
    const session = await deps.sessions.findById(sessionId);
    if (!session || session.revokedAt !== null) return;
    const revokedAt = deps.clock().toISOString();
    const revoked = await deps.transactionRunner.run(async (tx) => {
      if (!(await deps.sessions.revoke(session.id, revokedAt, tx))) return false;
      const data = {
        sessionId: session.id,
        userId: session.userId,
        expiresAt: latestPossibleExpiry(session),
      };
      await deps.outbox.add(createEventEnvelope(authSessionRevokedV1, data, deps.clock()), tx);
      return true;
    });
    if (revoked) deps.relay.notify();
  };
}
