import { sqliteDatabaseOf, type SqliteDatabase } from '@manan/service-kit';
import type {
  Entitlement,
  EntitlementProjectionRepository,
} from '../../domain/entitlement/entitlement-projection.repository';

export const entitlementProjectionMigration = `
CREATE TABLE entitlements (
  user_id TEXT PRIMARY KEY,
  is_premium INTEGER NOT NULL,
  period_end TEXT,
  decided_at TEXT NOT NULL
);
`;

interface EntitlementRow {
  user_id: string;
  is_premium: number;
  period_end: string | null;
  decided_at: string;
}

export function createSqliteEntitlementProjectionRepository(
  database: SqliteDatabase,
): EntitlementProjectionRepository {
  // ISO-8601 UTC strings of one format compare correctly as text.
  const upsert = database.db.prepare(`
    INSERT INTO entitlements (user_id, is_premium, period_end, decided_at) VALUES (@userId, @isPremium, @periodEnd, @decidedAt)
    ON CONFLICT (user_id) DO UPDATE SET is_premium = excluded.is_premium, period_end = excluded.period_end, decided_at = excluded.decided_at
    WHERE excluded.decided_at >= entitlements.decided_at`);
  const select = database.db.prepare('SELECT * FROM entitlements WHERE user_id = ?');
  return {
    async deleteForUser(userId, tx) {
      sqliteDatabaseOf(tx).prepare('DELETE FROM entitlements WHERE user_id = ?').run(userId);
    },
    async apply(entitlement, tx) {
      sqliteDatabaseOf(tx);
      upsert.run({
        ...entitlement,
        isPremium: entitlement.isPremium ? 1 : 0,
        decidedAt: new Date(entitlement.decidedAt).toISOString(),
      });
    },
    find(userId) {
      return database.transactionRunner.run(async () => {
        const row = select.get(userId) as EntitlementRow | undefined;
        return row ? toEntitlement(row) : null;
      });
    },
  };
}

function toEntitlement(row: EntitlementRow): Entitlement {
  return {
    userId: row.user_id,
    isPremium: row.is_premium === 1,
    periodEnd: row.period_end,
    decidedAt: row.decided_at,
  };
}
