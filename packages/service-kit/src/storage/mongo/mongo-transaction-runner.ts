import { AsyncLocalStorage } from 'node:async_hooks';
import type { ClientSession, Connection } from 'mongoose';
import type { TransactionContext, TransactionRunner } from '../transaction-runner.port';

interface MongoTransaction {
  readonly driver: 'mongo';
  readonly session: ClientSession;
}

/**
 * Transactions through `connection.transaction`, which wraps the driver's `withTransaction`
 * (commit, abort on throw, retry on transient errors). Needs a replica set, as MongoDB
 * transactions do. A nested `run` joins the transaction of its own call chain.
 */
export function createMongoTransactionRunner(connection: Connection): TransactionRunner {
  const currentTransaction = new AsyncLocalStorage<MongoTransaction>();

  return {
    run<T>(work: (tx: TransactionContext) => Promise<T>): Promise<T> {
      const outer = currentTransaction.getStore();
      if (outer?.session.inTransaction()) return work(asContext(outer));
      return connection.transaction((session) => {
        const transaction: MongoTransaction = { driver: 'mongo', session };
        return currentTransaction.run(transaction, () => work(asContext(transaction)));
      });
    },
  };
}

/** The session of an open MongoDB transaction; pass it as `{ session }` to every mongoose call. */
export function mongoSessionOf(tx: TransactionContext): ClientSession {
  const transaction = tx as unknown as Partial<MongoTransaction>;
  if (transaction.driver !== 'mongo' || !transaction.session) {
    throw new Error(
      'Expected a MongoDB transaction; was this repository given another driver’s transaction?',
    );
  }
  return transaction.session;
}

function asContext(transaction: MongoTransaction): TransactionContext {
  return transaction as unknown as TransactionContext;
}
