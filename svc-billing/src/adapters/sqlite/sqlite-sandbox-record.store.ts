import { sqliteDatabaseOf, type SqliteDatabase } from '@manan/service-kit';
import type { SandboxRecordStore } from '../sandbox/sandbox-record.store';

export const sandboxRecordsMigration = `
CREATE TABLE sandbox_records (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (kind, id)
);
`;

export function createSqliteSandboxRecordStore(database: SqliteDatabase): SandboxRecordStore {
  const { db, transactionRunner } = database;
  const select = db.prepare('SELECT body FROM sandbox_records WHERE kind = ? AND id = ?');
  const upsert = db.prepare(
    `INSERT INTO sandbox_records (kind, id, body) VALUES (?, ?, ?)
     ON CONFLICT (kind, id) DO UPDATE SET body = excluded.body`,
  );
  const updateIfStatus = db.prepare(
    `UPDATE sandbox_records SET body = ? WHERE kind = ? AND id = ? AND json_extract(body, '$.status') = ?`,
  );
  return {
    find: (kind, id) =>
      transactionRunner.run(async () => {
        const row = select.get(kind, id) as { body: string } | undefined;
        return row ? JSON.parse(row.body) : null;
      }),
    save: (kind, id, record) =>
      transactionRunner.run(async () => {
        upsert.run(kind, id, JSON.stringify(record));
      }),
    saveIfStatus: (kind, id, expectedStatus, record) =>
      transactionRunner.run(
        async () => updateIfStatus.run(JSON.stringify(record), kind, id, expectedStatus).changes === 1,
      ),
    async deleteForUser(userId, tx) {
      sqliteDatabaseOf(tx)
        .prepare("DELETE FROM sandbox_records WHERE json_extract(body, '$.userId') = ?")
        .run(userId);
    },
  };
}
