import type { TransactionContext } from '@manan/service-kit';
import type { CaseSet, SetMembership } from './case-set';

export type JoinOutcome = 'joined' | 'already-member' | 'full';

/**
 * Case sets and their memberships. Reads are scoped: by owner (the educator), by member (a trainee who
 * joined), or by share code (how a trainee joins).
 */
export interface CaseSetRepository {
  /** Fails when the code is taken (unique), so a rare collision never shares a code. */
  add(set: CaseSet, tx: TransactionContext): Promise<void>;
  codeTaken(code: string): Promise<boolean>;
  findOwned(ownerId: string, setId: string): Promise<CaseSet | null>;
  /** The owner's sets, newest first. */
  listOwned(ownerId: string): Promise<CaseSet[]>;
  findByCode(code: string): Promise<CaseSet | null>;
  /** The set if the user joined it; null otherwise. */
  findJoined(userId: string, setId: string): Promise<CaseSet | null>;
  /** The sets the user joined, with their membership, earliest joined first. */
  listJoined(userId: string): Promise<Array<{ set: CaseSet; membership: SetMembership }>>;
  /** The members of one of the owner's sets, earliest first; none when the set is not the owner's. */
  membersOfOwned(ownerId: string, setId: string): Promise<SetMembership[]>;
  /** Joins unless already a member or the set already has `limit` members. */
  join(membership: SetMembership, limit: number, tx: TransactionContext): Promise<JoinOutcome>;
  /** Deletes one of the owner's sets with its memberships; false when it is not the owner's. */
  deleteOwned(ownerId: string, setId: string, tx: TransactionContext): Promise<boolean>;
  /** Deletes the user's sets with their memberships, and the user's memberships of others' sets. */
  deleteForUser(userId: string, tx: TransactionContext): Promise<void>;
}
