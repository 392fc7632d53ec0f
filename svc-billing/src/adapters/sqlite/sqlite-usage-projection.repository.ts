import { sqliteDatabaseOf, type SqliteDatabase } from '@manan/service-kit';
import type { CountedMonth, UsageProjectionRepository } from '../../domain/usage/usage-projection.repository';

export const usageProjectionMigration = `
CREATE TABLE usage_analyses (
  user_id TEXT NOT NULL,
  month TEXT NOT NULL,
  case_id TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  PRIMARY KEY (user_id, month, case_id)
);
`;

export function createSqliteUsageProjectionRepository(database: SqliteDatabase): UsageProjectionRepository {
  const insert = database.db.prepare(
    'INSERT OR IGNORE INTO usage_analyses (user_id, month, case_id, recorded_at) VALUES (?, ?, ?, ?)',
  );
  const count = database.db.prepare(
    'SELECT COUNT(*) AS used FROM usage_analyses WHERE user_id = ? AND month = ?',
  );
  const byMonth = database.db.prepare(
    'SELECT month, COUNT(*) AS analyses FROM usage_analyses WHERE user_id = ? GROUP BY month ORDER BY month',
  );
  return {
    async deleteForUser(userId, tx) {
      sqliteDatabaseOf(tx).prepare('DELETE FROM usage_analyses WHERE user_id = ?').run(userId);
    },
    async recordAnalysis({ userId, month, caseId }, tx) {
      sqliteDatabaseOf(tx);
      insert.run(userId, month, caseId, new Date().toISOString());
    },
    countForMonth(userId, month) {
      return database.transactionRunner.run(async () => (count.get(userId, month) as { used: number }).used);
    },
    countsByMonth(userId) {
      return database.transactionRunner.run(async () => byMonth.all(userId) as CountedMonth[]);
    },
  };
}
