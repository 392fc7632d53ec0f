import type { EventEnvelope } from '@manan/contracts';
import {
  parseTraceHeaders,
  serializeTraceHeaders,
  withOutboxAddSpan,
} from '../../observability/outbox-trace';
import type { SqliteDatabase } from '../../storage/sqlite/sqlite-database';
import { sqliteDatabaseOf } from '../../storage/sqlite/sqlite-transaction-runner';
import type { OutboxBacklog, OutboxMessage, OutboxStore } from './outbox-store.port';

/** Add to the service's migrations (once, at the end of the list when it is introduced). */
export const sqliteOutboxMigration = `
CREATE TABLE IF NOT EXISTS outbox (
  position INTEGER PRIMARY KEY AUTOINCREMENT,
  message_id TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  envelope TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX IF NOT EXISTS outbox_unsent ON outbox (position) WHERE sent_at IS NULL;
`;

/**
 * Add after sqliteOutboxMigration (at the end of the list when it is introduced): the trace each event was
 * written in, so its publish and its consumers join that trace. A store on a database without it still
 * works, without trace continuity.
 */
export const sqliteOutboxTraceMigration = `
ALTER TABLE outbox ADD COLUMN trace_headers TEXT;
`;

interface OutboxRow {
  envelope: string;
  attempts: number;
  last_error: string | null;
  trace_headers?: string | null;
}

export function createSqliteOutboxStore(database: SqliteDatabase): OutboxStore {
  const { db, transactionRunner } = database;
  const columns = db.prepare("SELECT name FROM pragma_table_info('outbox')").all() as { name: string }[];
  const tracing = columns.some(({ name }) => name === 'trace_headers');
  const insert = tracing
    ? db.prepare(
        'INSERT INTO outbox (message_id, type, envelope, created_at, trace_headers) VALUES (?, ?, ?, ?, ?)',
      )
    : db.prepare('INSERT INTO outbox (message_id, type, envelope, created_at) VALUES (?, ?, ?, ?)');
  const selectUnsent = db.prepare(
    `SELECT envelope, attempts, last_error${tracing ? ', trace_headers' : ''} FROM outbox
     WHERE sent_at IS NULL ORDER BY position LIMIT ?`,
  );
  const selectBacklog = db.prepare(
    'SELECT COUNT(*) AS pending, MIN(created_at) AS oldest FROM outbox WHERE sent_at IS NULL',
  );
  const updateSent = db.prepare('UPDATE outbox SET sent_at = ?, last_error = NULL WHERE message_id = ?');
  const updateFailed = db.prepare(
    'UPDATE outbox SET attempts = attempts + 1, last_error = ? WHERE message_id = ?',
  );
  const eraseOfUser = db.prepare("DELETE FROM outbox WHERE json_extract(envelope, '$.data.userId') = ?");

  return {
    async add(envelope: EventEnvelope, tx) {
      if (sqliteDatabaseOf(tx) !== db)
        throw new Error('The outbox write must join a transaction of its own database');
      await withOutboxAddSpan(envelope, (traceHeaders) => {
        const row = [envelope.messageId, envelope.type, JSON.stringify(envelope), new Date().toISOString()];
        insert.run(...row, ...(tracing ? [serializeTraceHeaders(traceHeaders)] : []));
      });
    },
    takeUnsent(limit): Promise<OutboxMessage[]> {
      return transactionRunner.run(async () =>
        (selectUnsent.all(limit) as OutboxRow[]).map((row) => ({
          envelope: JSON.parse(row.envelope) as EventEnvelope,
          attempts: row.attempts,
          lastError: row.last_error,
          ...(row.trace_headers ? { traceHeaders: parseTraceHeaders(row.trace_headers) } : {}),
        })),
      );
    },
    markSent(messageIds) {
      const sentAt = new Date().toISOString();
      return transactionRunner.run(async () => {
        for (const messageId of messageIds) updateSent.run(sentAt, messageId);
      });
    },
    markFailed(messageId, error) {
      return transactionRunner.run(async () => {
        updateFailed.run(error, messageId);
      });
    },
    async eraseEventsOfUser(userId, tx) {
      if (sqliteDatabaseOf(tx) !== db)
        throw new Error('The outbox erasure must join a transaction of its own database');
      eraseOfUser.run(userId);
    },
    // A read-only count outside any transaction: at worst it sees a row a moment early, which a gauge may.
    async backlog(): Promise<OutboxBacklog> {
      const { pending, oldest } = selectBacklog.get() as { pending: number; oldest: string | null };
      return { pending, oldestPendingAt: oldest };
    },
  };
}
