import { AsyncLocalStorage } from 'node:async_hooks';
import type BetterSqlite3 from 'better-sqlite3';
import { AsyncMutex } from '../async-mutex';
import type { TransactionContext, TransactionRunner } from '../transaction-runner.port';

interface SqliteTransaction {
  readonly driver: 'sqlite';
  readonly db: BetterSqlite3.Database;
  active: boolean;
}

/**
 * better-sqlite3 is synchronous and a connection holds at most one transaction, but use cases are
 * async: between two awaits of one transaction another caller's statements would run inside it.
 * So transactions on one database take turns through an async mutex, and each is an explicit
 * BEGIN IMMEDIATE (takes the write lock up front, so it cannot fail half-way on SQLITE_BUSY) ...
 * COMMIT, or ROLLBACK when the work throws. AsyncLocalStorage lets a nested `run` join the
 * transaction of its own call chain instead of waiting for the mutex it already holds.
 */
export function createSqliteTransactionRunner(db: BetterSqlite3.Database): TransactionRunner {
  const mutex = new AsyncMutex();
  const currentTransaction = new AsyncLocalStorage<SqliteTransaction>();

  return {
    run<T>(work: (tx: TransactionContext) => Promise<T>): Promise<T> {
      const outer = currentTransaction.getStore();
      if (outer?.active && outer.db === db) return work(asContext(outer));
      return mutex.runExclusive(async () => {
        const transaction: SqliteTransaction = { driver: 'sqlite', db, active: true };
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await currentTransaction.run(transaction, () => work(asContext(transaction)));
          db.exec('COMMIT');
          return result;
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw error;
        } finally {
          transaction.active = false;
        }
      });
    },
  };
}

/** The better-sqlite3 database of an open SQLite transaction, for SQLite repository adapters. */
export function sqliteDatabaseOf(tx: TransactionContext): BetterSqlite3.Database {
  const transaction = tx as unknown as Partial<SqliteTransaction>;
  if (transaction.driver !== 'sqlite' || !transaction.db) {
    throw new Error('Expected a SQLite transaction; was this repository given another driver’s transaction?');
  }
  if (!transaction.active) throw new Error('This SQLite transaction has already ended');
  return transaction.db;
}

function asContext(transaction: SqliteTransaction): TransactionContext {
  return transaction as unknown as TransactionContext;
}
