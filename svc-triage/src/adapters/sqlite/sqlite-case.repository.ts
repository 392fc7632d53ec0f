import { sqliteDatabaseOf, type SqliteDatabase } from '@manan/service-kit';
import { decodeCaseCursor, encodeCaseCursor, type CaseRepository } from '../../domain/cases/case.repository';
import type { StoredCase } from '../../domain/cases/stored-case';

export const casesMigration = `
CREATE TABLE cases (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  document TEXT NOT NULL
);
CREATE INDEX cases_by_user_newest ON cases (user_id, created_at DESC, id DESC);
`;

/** The case is stored as one JSON document; the columns beside it are what lists filter and sort on. */
export function createSqliteCaseRepository(database: SqliteDatabase): CaseRepository {
  const { db, transactionRunner } = database;
  const insert = db.prepare('INSERT INTO cases (id, user_id, created_at, document) VALUES (?, ?, ?, ?)');
  const firstPage = db.prepare(
    'SELECT document FROM cases WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?',
  );
  const nextPage = db.prepare(
    'SELECT document FROM cases WHERE user_id = ? AND (created_at < ? OR (created_at = ? AND id < ?)) ORDER BY created_at DESC, id DESC LIMIT ?',
  );
  const byId = db.prepare('SELECT document FROM cases WHERE user_id = ? AND id = ?');
  const replace = db.prepare(
    "UPDATE cases SET document = @document WHERE id = @id AND user_id = @userId AND COALESCE(json_array_length(document, '$.revisions'), 0) = @expected",
  );
  const parse = (row: { document: string }) => JSON.parse(row.document) as StoredCase;

  return {
    async deleteForUser(userId, tx) {
      sqliteDatabaseOf(tx).prepare('DELETE FROM cases WHERE user_id = ?').run(userId);
    },
    async add(storedCase, tx) {
      sqliteDatabaseOf(tx);
      insert.run(storedCase.id, storedCase.userId, storedCase.createdAt, JSON.stringify(storedCase));
    },
    listForUser(userId, { limit, cursor }) {
      return transactionRunner.run(async () => {
        const position = cursor ? decodeCaseCursor(cursor) : null;
        const rows = (
          position
            ? nextPage.all(userId, position.createdAt, position.createdAt, position.id, limit + 1)
            : firstPage.all(userId, limit + 1)
        ) as { document: string }[];
        const cases = rows.slice(0, limit).map(parse);
        const last = cases[cases.length - 1];
        return { cases, nextCursor: rows.length > limit && last ? encodeCaseCursor(last) : null };
      });
    },
    findForUser(userId, caseId) {
      return transactionRunner.run(async () => {
        const row = byId.get(userId, caseId) as { document: string } | undefined;
        return row ? parse(row) : null;
      });
    },
    async replaceIfUnchanged(updated, expectedRevisionCount, tx) {
      sqliteDatabaseOf(tx);
      const { changes } = replace.run({
        document: JSON.stringify(updated),
        id: updated.id,
        userId: updated.userId,
        expected: expectedRevisionCount,
      });
      return changes === 1;
    },
  };
}
