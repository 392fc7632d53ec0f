import type { TransactionContext } from '@manan/service-kit';

export interface Entitlement {
  userId: string;
  isPremium: boolean;
  /** When the paid period ends (ISO time), or null. */
  periodEnd: string | null;
  /** When billing decided this (the event's occurredAt): an older decision never overwrites a newer one. */
  decidedAt: string;
}

/** Triage's copy of each user's premium state, fed by `billing.entitlement.changed.v1`. */
export interface EntitlementProjectionRepository {
  /** Stores the entitlement unless a newer one is already stored. */
  apply(entitlement: Entitlement, tx: TransactionContext): Promise<void>;
  find(userId: string): Promise<Entitlement | null>;
  /** Deletes everything of the user here (their account was deleted); no-op when there is nothing. */
  deleteForUser(userId: string, tx: TransactionContext): Promise<void>;
}
