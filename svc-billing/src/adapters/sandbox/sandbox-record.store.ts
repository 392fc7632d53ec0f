import type { TransactionContext } from '@manan/service-kit';

export type SandboxRecordKind = 'customer' | 'checkout_session' | 'subscription';

/**
 * Where the sandbox payment provider keeps its own objects (customers, checkout sessions,
 * subscriptions), the way Stripe keeps them on its side: JSON records by kind and id.
 */
export interface SandboxRecordStore {
  find<T extends object>(kind: SandboxRecordKind, id: string): Promise<T | null>;
  save(kind: SandboxRecordKind, id: string, record: object): Promise<void>;
  /** Replaces the record only while its `status` is still `expectedStatus`; false otherwise. */
  saveIfStatus(kind: SandboxRecordKind, id: string, expectedStatus: string, record: object): Promise<boolean>;
  /**
   * Deletes every record of the user (`userId` in the record). Unlike Stripe's, the sandbox's records live
   * in billing's own database, so a deleted account's go with the rest of billing's records of it.
   */
  deleteForUser(userId: string, tx: TransactionContext): Promise<void>;
}
