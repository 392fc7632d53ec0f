import { createHash } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * Applies `migrations` in order, each once: migration N is the N-th string (version N) and is
 * recorded in `schema_migrations` with a checksum. Migrations are append-only: a changed or missing
 * migration that was already applied stops start-up, rather than leaving schemas silently different.
 */
export function applySqliteMigrations(db: BetterSqlite3.Database, migrations: readonly string[]): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    checksum TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = db.prepare('SELECT version, checksum FROM schema_migrations ORDER BY version').all() as {
    version: number;
    checksum: string;
  }[];
  if (applied.length > migrations.length) {
    throw new Error(
      `The database has ${applied.length} migrations applied but the code knows only ${migrations.length}`,
    );
  }
  for (const { version, checksum } of applied) {
    if (checksumOf(migrations[version - 1] ?? '') !== checksum) {
      throw new Error(`Migration ${version} was changed after it was applied; add a new migration instead`);
    }
  }
  const record = db.prepare('INSERT INTO schema_migrations (version, checksum, applied_at) VALUES (?, ?, ?)');
  migrations.slice(applied.length).forEach((sql, index) => {
    const version = applied.length + index + 1;
    db.transaction(() => {
      db.exec(sql);
      record.run(version, checksumOf(sql), new Date().toISOString());
    })();
  });
}

function checksumOf(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}
