import { sqliteDatabaseOf, type SqliteDatabase } from '@manan/service-kit';
import type { AnalysisQuotaRepository } from '../../domain/quota/analysis-quota.repository';

export const analysisQuotaMigration = `
CREATE TABLE analysis_quota (
  user_id TEXT NOT NULL,
  month TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, month)
);
`;

export function createSqliteAnalysisQuotaRepository(database: SqliteDatabase): AnalysisQuotaRepository {
  const { db, transactionRunner } = database;
  const ensureRow = db.prepare(
    'INSERT OR IGNORE INTO analysis_quota (user_id, month, used) VALUES (?, ?, 0)',
  );
  // One conditional UPDATE: the check and the increment cannot be separated by another request.
  const take = db.prepare(
    'UPDATE analysis_quota SET used = used + 1 WHERE user_id = @userId AND month = @month AND (@limit IS NULL OR used < @limit) RETURNING used',
  );
  const giveBack = db.prepare(
    'UPDATE analysis_quota SET used = used - 1 WHERE user_id = ? AND month = ? AND used > 0',
  );
  const select = db.prepare('SELECT used FROM analysis_quota WHERE user_id = ? AND month = ?');
  const usedNow = (userId: string, month: string) =>
    (select.get(userId, month) as { used: number } | undefined)?.used ?? 0;

  return {
    async deleteForUser(userId, tx) {
      sqliteDatabaseOf(tx).prepare('DELETE FROM analysis_quota WHERE user_id = ?').run(userId);
    },
    async reserve(userId, month, limit, tx) {
      sqliteDatabaseOf(tx);
      ensureRow.run(userId, month);
      const taken = take.get({ userId, month, limit }) as { used: number } | undefined;
      return taken
        ? { reserved: true, countInMonth: taken.used }
        : { reserved: false, used: usedNow(userId, month) };
    },
    async release(userId, month, tx) {
      sqliteDatabaseOf(tx);
      giveBack.run(userId, month);
    },
    used: (userId, month) => transactionRunner.run(async () => usedNow(userId, month)),
  };
}
