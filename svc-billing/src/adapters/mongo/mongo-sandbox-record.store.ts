import { Schema, type Connection } from 'mongoose';
import { modelOf, mongoSessionOf } from '@manan/service-kit';
import type { SandboxRecordStore } from '../sandbox/sandbox-record.store';

interface SandboxRecordDocument {
  kind: string;
  id: string;
  body: Record<string, unknown>;
}

const sandboxRecordSchema = new Schema<SandboxRecordDocument>(
  {
    kind: { type: String, required: true },
    id: { type: String, required: true },
    body: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'sandbox_records', versionKey: false, minimize: false },
);
sandboxRecordSchema.index({ kind: 1, id: 1 }, { unique: true });

export async function createMongoSandboxRecordStore(connection: Connection): Promise<SandboxRecordStore> {
  const Records = modelOf(connection, 'SandboxRecord', sandboxRecordSchema);
  await Records.createCollection();
  await Records.syncIndexes();
  return {
    async find<T extends object>(kind: string, id: string) {
      const document = await Records.findOne({ kind, id }).lean<SandboxRecordDocument>();
      return document ? (document.body as T) : null;
    },
    async save(kind, id, record) {
      await Records.updateOne({ kind, id }, { $set: { body: record } }, { upsert: true });
    },
    async saveIfStatus(kind, id, expectedStatus, record) {
      const result = await Records.updateOne(
        { kind, id, 'body.status': expectedStatus },
        { $set: { body: record } },
      );
      return result.modifiedCount === 1;
    },
    async deleteForUser(userId, tx) {
      await Records.deleteMany({ 'body.userId': userId }, { session: mongoSessionOf(tx) });
    },
  };
}
