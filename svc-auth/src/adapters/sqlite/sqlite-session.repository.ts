import { sqliteDatabaseOf, type SqliteDatabase } from '@manan/service-kit';
import type { Session } from '../../domain/sessions/session';
import type { SessionRepository } from '../../domain/sessions/session.repository';

export const sessionsMigration = `
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX sessions_user_id ON sessions (user_id);
`;

interface SessionRow {
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}

export function createSqliteSessionRepository(database: SqliteDatabase): SessionRepository {
  const { db, transactionRunner } = database;
  const insert = db.prepare(
    'INSERT INTO sessions (id, user_id, created_at, last_seen_at, revoked_at) VALUES (@id, @userId, @createdAt, @lastSeenAt, @revokedAt)',
  );
  const byId = db.prepare('SELECT * FROM sessions WHERE id = ?');
  const touch = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ? AND last_seen_at < ?');
  const revoke = db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL');
  const byUser = db.prepare('SELECT * FROM sessions WHERE user_id = ? ORDER BY created_at, id');
  const deleteByUser = db.prepare('DELETE FROM sessions WHERE user_id = ?');

  return {
    async create(session, tx) {
      sqliteDatabaseOf(tx);
      insert.run(session);
    },
    findById: (id) =>
      transactionRunner.run(async () => {
        const row = byId.get(id) as SessionRow | undefined;
        return row ? toSession(row) : null;
      }),
    touch: (id, lastSeenAt) =>
      transactionRunner.run(async () => {
        touch.run(lastSeenAt, id, lastSeenAt);
      }),
    async revoke(id, revokedAt, tx) {
      sqliteDatabaseOf(tx);
      return revoke.run(revokedAt, id).changes === 1;
    },
    async listForUser(userId, tx) {
      sqliteDatabaseOf(tx);
      return (byUser.all(userId) as SessionRow[]).map(toSession);
    },
    async deleteForUser(userId, tx) {
      sqliteDatabaseOf(tx);
      deleteByUser.run(userId);
    },
  };
}

function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    revokedAt: row.revoked_at,
  };
}
