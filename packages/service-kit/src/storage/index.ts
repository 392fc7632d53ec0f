export type { TransactionContext, TransactionRunner } from './transaction-runner.port';
export { openSqliteDatabase } from './sqlite/sqlite-database';
export type { SqliteDatabase, SqliteDatabaseOptions } from './sqlite/sqlite-database';
export { sqliteDatabaseOf } from './sqlite/sqlite-transaction-runner';
export { connectMongo } from './mongo/mongo-database';
export type { MongoDatabase, MongoDatabaseOptions } from './mongo/mongo-database';
export { mongoSessionOf } from './mongo/mongo-transaction-runner';
export { modelOf } from './mongo/model-of';
