import type { PracticeSource } from '@manan/contracts';
import type { TransactionContext } from '@manan/service-kit';
import type { PracticeAttemptRecord } from './practice-attempt';

/** Practice attempts. Every read names the user it is for: a trainee's own, or an educator's set. */
export interface PracticeAttemptRepository {
  add(attempt: PracticeAttemptRecord, tx: TransactionContext): Promise<void>;
  /** The attempt if it is the user's own; null otherwise. */
  findForUser(userId: string, attemptId: string): Promise<PracticeAttemptRecord | null>;
  /** The user's own attempts, oldest first, optionally of one source (and one set). */
  listForUser(
    userId: string,
    filter?: { source?: PracticeSource; setId?: string },
  ): Promise<PracticeAttemptRecord[]>;
  /** Every attempt made in one of the owner's sets, oldest first; none when the set is not the owner's. */
  listInOwnedSet(ownerId: string, setId: string): Promise<PracticeAttemptRecord[]>;
  /** Deletes the attempts made in one of the owner's sets. */
  deleteInOwnedSet(ownerId: string, setId: string, tx: TransactionContext): Promise<void>;
  /** Deletes the user's own attempts and every attempt made in sets the user owns (account deletion). */
  deleteForUser(userId: string, tx: TransactionContext): Promise<void>;
}
