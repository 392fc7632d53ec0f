import mongoose from 'mongoose';
import type { Connection } from 'mongoose';
import type { TransactionRunner } from '../transaction-runner.port';
import { createMongoTransactionRunner } from './mongo-transaction-runner';
import { tracedTransactionRunner } from '../../observability/traced-transaction-runner';

export interface MongoDatabaseOptions {
  uri: string;
  /** Overrides the database named in the URI (one database per service). */
  dbName?: string;
  serverSelectionTimeoutMs?: number;
}

export interface MongoDatabase {
  /** A connection of its own (not mongoose's global one), so services in one process stay apart. */
  readonly connection: Connection;
  readonly transactionRunner: TransactionRunner;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function connectMongo(options: MongoDatabaseOptions): Promise<MongoDatabase> {
  const connection = mongoose.createConnection(options.uri, {
    ...(options.dbName ? { dbName: options.dbName } : {}),
    serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 10_000,
  });
  try {
    await connection.asPromise();
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }

  return {
    connection,
    transactionRunner: tracedTransactionRunner(createMongoTransactionRunner(connection), 'mongodb'),
    async ping() {
      if (!connection.db) throw new Error('MongoDB is not connected');
      await connection.db.admin().ping();
    },
    async close() {
      await connection.close();
    },
  };
}
