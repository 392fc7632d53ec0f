import { sqliteDatabaseOf, type SqliteDatabase } from '@manan/service-kit';
import { normalizeEmail, usernameKey, type User } from '../../domain/users/user';
import { DuplicateUserError, type UserRepository } from '../../domain/users/user.repository';

export const usersMigration = `
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  username_key TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE,
  display_name TEXT NOT NULL,
  photo_url TEXT,
  password_hash TEXT,
  created_at TEXT NOT NULL
);
`;

interface UserRow {
  id: string;
  username: string;
  email: string;
  display_name: string;
  photo_url: string | null;
  password_hash: string | null;
  created_at: string;
}

export function createSqliteUserRepository(database: SqliteDatabase): UserRepository {
  const { db, transactionRunner } = database;
  const insert =
    db.prepare(`INSERT INTO users (id, username, username_key, email, display_name, photo_url, password_hash, created_at)
    VALUES (@id, @username, @usernameKey, @email, @displayName, @photoURL, @passwordHash, @createdAt)`);
  const byId = db.prepare('SELECT * FROM users WHERE id = ?');
  const byUsername = db.prepare('SELECT * FROM users WHERE username_key = ?');
  const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
  const updatePhoto = db.prepare('UPDATE users SET photo_url = ? WHERE id = ?');
  const deleteById = db.prepare('DELETE FROM users WHERE id = ?');
  const findOne = (statement: typeof byId, key: string) =>
    transactionRunner.run(async () => {
      const row = statement.get(key) as UserRow | undefined;
      return row ? toUser(row) : null;
    });

  return {
    async create(user, tx) {
      sqliteDatabaseOf(tx);
      try {
        insert.run({ ...user, usernameKey: usernameKey(user.username), email: normalizeEmail(user.email) });
      } catch (error) {
        // Duck-typed on purpose: the driver's SqliteError may come from another realm, where instanceof Error fails.
        const { code, message } = error as { code?: unknown; message?: unknown };
        if (code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string') {
          if (message.includes('users.username_key')) throw new DuplicateUserError('username');
          if (message.includes('users.email')) throw new DuplicateUserError('email');
        }
        throw error;
      }
    },
    findById: (id) => findOne(byId, id),
    findByUsername: (username) => findOne(byUsername, usernameKey(username)),
    findByEmail: (email) => findOne(byEmail, normalizeEmail(email)),
    async setPhotoURL(id, photoURL, tx) {
      sqliteDatabaseOf(tx);
      updatePhoto.run(photoURL, id);
    },
    async delete(id, tx) {
      sqliteDatabaseOf(tx);
      deleteById.run(id);
    },
  };
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    displayName: row.display_name,
    photoURL: row.photo_url,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
  };
}
