import type { TransactionContext } from '@manan/service-kit';

export type QuotaReservation = { reserved: true; countInMonth: number } | { reserved: false; used: number };

/**
 * The monthly analysis counter each user's limit is enforced on. `reserve` is atomic: with `limit`
 * set, it takes one unit only while fewer than `limit` are used, even under concurrent requests.
 */
export interface AnalysisQuotaRepository {
  reserve(
    userId: string,
    month: string,
    limit: number | null,
    tx: TransactionContext,
  ): Promise<QuotaReservation>;
  /** Gives back a unit reserved for an analysis that then failed. */
  release(userId: string, month: string, tx: TransactionContext): Promise<void>;
  used(userId: string, month: string): Promise<number>;
  /** Deletes everything of the user here (their account was deleted); no-op when there is nothing. */
  deleteForUser(userId: string, tx: TransactionContext): Promise<void>;
}
