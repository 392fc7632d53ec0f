import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type BetterSqlite3 from 'better-sqlite3';
import type { TransactionRunner } from '../transaction-runner.port';
import { tracedTransactionRunner } from '../../observability/traced-transaction-runner';
import { applySqliteMigrations } from './sqlite-migrations';
import { createSqliteTransactionRunner } from './sqlite-transaction-runner';

export interface SqliteDatabaseOptions {
  /** Directory of the database file; created when missing. */
  dataDir: string;
  fileName: string;
  /** SQL run in order, each once (see applySqliteMigrations); never edit one that has shipped. */
  migrations: readonly string[];
  busyTimeoutMs?: number;
  /**
   * FULL (the default) syncs the disk at every commit. NORMAL syncs only at checkpoints: with WAL the
   * database can never be corrupted by it, but a power cut or OS crash (not a crash of the process) may
   * lose the last transactions, whole. For data that is rebuilt or re-sent anyway it spares ~4 ms of
   * blocking fsync per commit.
   */
  synchronous?: 'FULL' | 'NORMAL';
}

export interface SqliteDatabase {
  /**
   * The driver, for repository adapters. Run statements inside `transactionRunner.run` (or with the
   * `tx` a use case passed in): the connection is shared, so a statement outside could otherwise
   * land in, or read the uncommitted writes of, another caller's open transaction.
   */
  readonly db: BetterSqlite3.Database;
  readonly transactionRunner: TransactionRunner;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function openSqliteDatabase(options: SqliteDatabaseOptions): SqliteDatabase {
  mkdirSync(options.dataDir, { recursive: true });
  const db = new Database(path.join(options.dataDir, options.fileName));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${options.synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? 5000)}`);
    applySqliteMigrations(db, options.migrations);
  } catch (error) {
    db.close();
    throw error;
  }
  const transactionRunner = tracedTransactionRunner(createSqliteTransactionRunner(db), 'sqlite');

  return {
    db,
    transactionRunner,
    async ping() {
      db.prepare('SELECT 1').get();
    },
    async close() {
      // Waiting for the lock lets a transaction in flight finish before the connection goes away.
      if (db.open) await transactionRunner.run(async () => undefined).catch(() => undefined);
      if (db.open) db.close();
    },
  };
}
