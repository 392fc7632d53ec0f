import { sqliteDatabaseOf, type SqliteDatabase } from '@manan/service-kit';
import type {
  CheckoutSession,
  CheckoutSessionRepository,
} from '../../domain/checkout/checkout-session.repository';

export const checkoutSessionsMigration = `
CREATE TABLE checkout_sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  provider TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`;

interface CheckoutSessionRow {
  id: string;
  user_id: string;
  provider: CheckoutSession['provider'];
  status: CheckoutSession['status'];
  created_at: string;
  updated_at: string;
}

export function createSqliteCheckoutSessionRepository(database: SqliteDatabase): CheckoutSessionRepository {
  const { db, transactionRunner } = database;
  const byId = db.prepare('SELECT * FROM checkout_sessions WHERE id = ?');
  const upsert = db.prepare(
    `INSERT INTO checkout_sessions (id, user_id, provider, status, created_at, updated_at)
     VALUES (@id, @user_id, @provider, @status, @created_at, @updated_at)
     ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, provider = excluded.provider,
       status = excluded.status, created_at = excluded.created_at, updated_at = excluded.updated_at`,
  );
  return {
    async deleteForUser(userId, tx) {
      sqliteDatabaseOf(tx).prepare('DELETE FROM checkout_sessions WHERE user_id = ?').run(userId);
    },
    find: (sessionId) =>
      transactionRunner.run(async () => {
        const row = byId.get(sessionId) as CheckoutSessionRow | undefined;
        return row
          ? {
              id: row.id,
              userId: row.user_id,
              provider: row.provider,
              status: row.status,
              createdAt: row.created_at,
              updatedAt: row.updated_at,
            }
          : null;
      }),
    async save(session, tx) {
      sqliteDatabaseOf(tx);
      upsert.run({
        id: session.id,
        user_id: session.userId,
        provider: session.provider,
        status: session.status,
        created_at: session.createdAt,
        updated_at: session.updatedAt,
      });
    },
  };
}
