import { Schema } from 'mongoose';
import type { Connection } from 'mongoose';
import { modelOf } from '../../storage/mongo/model-of';
import { mongoSessionOf } from '../../storage/mongo/mongo-transaction-runner';
import type { ProcessedMessageStore } from './processed-message-store.port';

interface ProcessedMessageDocument {
  consumer: string;
  messageId: string;
  processedAt: Date;
}

const processedMessageSchema = new Schema<ProcessedMessageDocument>(
  {
    consumer: { type: String, required: true },
    messageId: { type: String, required: true },
    processedAt: { type: Date, required: true },
  },
  { collection: 'processed_messages', versionKey: false },
);
processedMessageSchema.index({ consumer: 1, messageId: 1 }, { unique: true });

const modelName = 'ProcessedMessage';

export async function createMongoProcessedMessageStore(
  connection: Connection,
): Promise<ProcessedMessageStore> {
  const processed = modelOf<ProcessedMessageDocument>(connection, modelName, processedMessageSchema);
  await processed.init();

  return {
    async recordIfNew(consumer, messageId, tx) {
      // An upsert, not insert-and-catch: a duplicate-key error would abort the whole transaction.
      const result = await processed.updateOne(
        { consumer, messageId },
        { $setOnInsert: { processedAt: new Date() } },
        { upsert: true, session: mongoSessionOf(tx) },
      );
      return result.upsertedCount === 1;
    },
  };
}
