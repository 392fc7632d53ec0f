import type { SqliteDatabase } from '../../storage/sqlite/sqlite-database';
import { sqliteDatabaseOf } from '../../storage/sqlite/sqlite-transaction-runner';
import type { ProcessedMessageStore } from './processed-message-store.port';

/** Add to the service's migrations (once, at the end of the list when it is introduced). */
export const sqliteProcessedMessagesMigration = `
CREATE TABLE IF NOT EXISTS processed_messages (
  consumer TEXT NOT NULL,
  message_id TEXT NOT NULL,
  processed_at TEXT NOT NULL,
  PRIMARY KEY (consumer, message_id)
);
`;

export function createSqliteProcessedMessageStore(database: SqliteDatabase): ProcessedMessageStore {
  const { db } = database;
  const insert = db.prepare(
    'INSERT OR IGNORE INTO processed_messages (consumer, message_id, processed_at) VALUES (?, ?, ?)',
  );

  return {
    async recordIfNew(consumer, messageId, tx) {
      if (sqliteDatabaseOf(tx) !== db)
        throw new Error('The processed-message write must join a transaction of its own database');
      return insert.run(consumer, messageId, new Date().toISOString()).changes === 1;
    },
  };
}
