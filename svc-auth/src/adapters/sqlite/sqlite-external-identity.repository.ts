import { sqliteDatabaseOf, type SqliteDatabase } from '@manan/service-kit';
import {
  DuplicateExternalIdentityError,
  type ExternalIdentity,
  type ExternalIdentityRepository,
} from '../../domain/google/external-identity.repository';

export const externalIdentitiesMigration = `
CREATE TABLE external_identities (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id),
  linked_at TEXT NOT NULL,
  PRIMARY KEY (provider, subject)
);
`;

interface ExternalIdentityRow {
  provider: ExternalIdentity['provider'];
  subject: string;
  user_id: string;
  linked_at: string;
}

function identityOf(row: ExternalIdentityRow): ExternalIdentity {
  return { provider: row.provider, subject: row.subject, userId: row.user_id, linkedAt: row.linked_at };
}

export function createSqliteExternalIdentityRepository(database: SqliteDatabase): ExternalIdentityRepository {
  const { db, transactionRunner } = database;
  const insert = db.prepare(
    'INSERT INTO external_identities (provider, subject, user_id, linked_at) VALUES (?, ?, ?, ?)',
  );
  const find = db.prepare('SELECT * FROM external_identities WHERE provider = ? AND subject = ?');
  const deleteForUser = db.prepare('DELETE FROM external_identities WHERE user_id = ?');
  const listForUser = db.prepare(
    'SELECT * FROM external_identities WHERE user_id = ? ORDER BY linked_at, provider, subject',
  );

  return {
    async link({ provider, subject, userId, linkedAt }, tx) {
      sqliteDatabaseOf(tx);
      try {
        insert.run(provider, subject, userId, linkedAt);
      } catch (error) {
        // Duck-typed: the driver's error may come from another realm, where instanceof fails.
        if ((error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
          throw new DuplicateExternalIdentityError();
        }
        throw error;
      }
    },
    find: (provider, subject) =>
      transactionRunner.run(async () => {
        const row = find.get(provider, subject) as ExternalIdentityRow | undefined;
        return row ? identityOf(row) : null;
      }),
    listForUser: (userId) =>
      transactionRunner.run(async () => (listForUser.all(userId) as ExternalIdentityRow[]).map(identityOf)),
    async deleteForUser(userId, tx) {
      sqliteDatabaseOf(tx);
      deleteForUser.run(userId);
    },
  };
}
