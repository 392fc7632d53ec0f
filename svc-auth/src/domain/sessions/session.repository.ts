import type { TransactionContext } from '@manan/service-kit';
import type { Session } from './session';

export interface SessionRepository {
  create(session: Session, tx: TransactionContext): Promise<void>;
  findById(id: string): Promise<Session | null>;
  /** Records activity; no-op for an unknown session. */
  touch(id: string, lastSeenAt: string): Promise<void>;
  /** Ends the session; false when it was unknown or already revoked. */
  revoke(id: string, revokedAt: string, tx: TransactionContext): Promise<boolean>;
  /** Every session of the user, ended or not, read inside `tx`. */
  listForUser(userId: string, tx: TransactionContext): Promise<Session[]>;
  /** Deletes every session of the user: a token naming one of them is refused from then on. */
  deleteForUser(userId: string, tx: TransactionContext): Promise<void>;
}
