import type { TransactionContext } from '@manan/service-kit';
import type { StoredCase } from './stored-case';

export interface CasePage {
  cases: StoredCase[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface CaseRepository {
  add(storedCase: StoredCase, tx: TransactionContext): Promise<void>;
  /** The user's cases, newest first. */
  listForUser(userId: string, page: { limit: number; cursor?: string | undefined }): Promise<CasePage>;
  /** The case if it is the user's own; null otherwise (another user's case is indistinguishable from none). */
  findForUser(userId: string, caseId: string): Promise<StoredCase | null>;
  /**
   * Replaces the user's case with `updated` only while it still has `expectedRevisionCount` revisions
   * (optimistic concurrency); false when another refinement got there first or the case is not theirs.
   */
  replaceIfUnchanged(
    updated: StoredCase,
    expectedRevisionCount: number,
    tx: TransactionContext,
  ): Promise<boolean>;
  /** Deletes everything of the user here (their account was deleted); no-op when there is nothing. */
  deleteForUser(userId: string, tx: TransactionContext): Promise<void>;
}

/** Cursors are opaque to clients: the position (createdAt, id) of the last case of a page. */
export function encodeCaseCursor(storedCase: Pick<StoredCase, 'createdAt' | 'id'>): string {
  return Buffer.from(JSON.stringify([storedCase.createdAt, storedCase.id])).toString('base64url');
}

export function decodeCaseCursor(cursor: string): { createdAt: string; id: string } | null {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    return typeof createdAt === 'string' && typeof id === 'string' ? { createdAt, id } : null;
  } catch {
    return null;
  }
}
