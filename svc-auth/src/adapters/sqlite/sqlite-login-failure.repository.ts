import type { SqliteDatabase } from '@manan/service-kit';
import type { LoginFailureRepository } from '../../domain/credentials/login-failure.repository';

export const loginFailuresMigration = `
CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  failed_at TEXT NOT NULL
);
CREATE INDEX login_failures_key ON login_failures (scope, key, failed_at);
CREATE INDEX login_failures_failed_at ON login_failures (failed_at);
`;

export function createSqliteLoginFailureRepository(database: SqliteDatabase): LoginFailureRepository {
  const { db, transactionRunner } = database;
  const insert = db.prepare('INSERT INTO login_failures (scope, key, failed_at) VALUES (?, ?, ?)');
  const forget = db.prepare('DELETE FROM login_failures WHERE failed_at < ?');
  const recent = db.prepare(
    'SELECT failed_at FROM login_failures WHERE scope = ? AND key = ? AND failed_at > ? ORDER BY failed_at DESC LIMIT ?',
  );
  const clear = db.prepare('DELETE FROM login_failures WHERE scope = ? AND key = ?');
  // substr, not LIKE: a key may hold % or _, which LIKE would read as wildcards.
  const clearPrefix = db.prepare(
    'DELETE FROM login_failures WHERE scope = ? AND substr(key, 1, length(?)) = ?',
  );

  return {
    record: ({ scope, key, failedAt }, forgetBefore) =>
      transactionRunner.run(async () => {
        forget.run(forgetBefore);
        insert.run(scope, key, failedAt);
      }),
    recent: (scope, key, since, limit) =>
      transactionRunner.run(async () =>
        (recent.all(scope, key, since, limit) as { failed_at: string }[]).map((row) => row.failed_at),
      ),
    clear: (scope, key) =>
      transactionRunner.run(async () => {
        clear.run(scope, key);
      }),
    clearKeysStartingWith: (scope, prefix) =>
      transactionRunner.run(async () => {
        clearPrefix.run(scope, prefix, prefix);
      }),
  };
}
