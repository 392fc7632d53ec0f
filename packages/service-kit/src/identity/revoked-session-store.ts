import { Schema, type Connection } from 'mongoose';
import { modelOf } from '../storage/mongo/model-of';
import { mongoSessionOf } from '../storage/mongo/mongo-transaction-runner';
import type { SqliteDatabase } from '../storage/sqlite/sqlite-database';
import { sqliteDatabaseOf } from '../storage/sqlite/sqlite-transaction-runner';
import type { TransactionContext } from '../storage/transaction-runner.port';
import type { ServiceStorage } from '../runtime/service-infrastructure';

/** Each service's own record of ended sessions, fed by `auth.session.revoked.v1`. */
export interface RevokedSessionStore {
  revoke(sessionId: string, expiresAt: string, tx: TransactionContext): Promise<void>;
  isRevoked(sessionId: string): Promise<boolean>;
}

/** Add to the service's migrations (once). */
export const sqliteRevokedSessionsMigration = `
CREATE TABLE revoked_sessions (
  session_id TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL
);
`;

export function createSqliteRevokedSessionStore(database: SqliteDatabase): RevokedSessionStore {
  const insert = database.db.prepare(
    'INSERT OR IGNORE INTO revoked_sessions (session_id, expires_at) VALUES (?, ?)',
  );
  const select = database.db.prepare('SELECT 1 FROM revoked_sessions WHERE session_id = ?');
  return {
    async revoke(sessionId, expiresAt, tx) {
      sqliteDatabaseOf(tx);
      insert.run(sessionId, expiresAt);
    },
    isRevoked: (sessionId) => database.transactionRunner.run(async () => select.get(sessionId) !== undefined),
  };
}

interface RevokedSessionDocument {
  _id: string;
  expiresAt: Date;
}

const revokedSessionSchema = new Schema<RevokedSessionDocument>(
  { _id: { type: String, required: true }, expiresAt: { type: Date, required: true } },
  { collection: 'revoked_sessions', versionKey: false },
);
// MongoDB forgets a revocation once the token it refers to has expired anyway.
revokedSessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export async function createMongoRevokedSessionStore(connection: Connection): Promise<RevokedSessionStore> {
  const RevokedSession = modelOf(connection, 'RevokedSession', revokedSessionSchema);
  await RevokedSession.createCollection();
  await RevokedSession.syncIndexes();
  return {
    async revoke(sessionId, expiresAt, tx) {
      await RevokedSession.updateOne(
        { _id: sessionId },
        { $setOnInsert: { expiresAt: new Date(expiresAt) } },
        { upsert: true, session: mongoSessionOf(tx) },
      );
    },
    async isRevoked(sessionId) {
      return (await RevokedSession.exists({ _id: sessionId })) !== null;
    },
  };
}

/** The adapter for the service's storage (SQLite needs `sqliteRevokedSessionsMigration` in its list). */
export function openRevokedSessionStore(
  storage: ServiceStorage,
): Promise<RevokedSessionStore> | RevokedSessionStore {
  return storage.kind === 'sqlite'
    ? createSqliteRevokedSessionStore(storage.database)
    : createMongoRevokedSessionStore(storage.database.connection);
}
