import type { EventEnvelope } from '@manan/contracts';
import {
  parseTraceHeaders,
  serializeTraceHeaders,
  withOutboxAddSpan,
} from '../../observability/outbox-trace';
import { Schema } from 'mongoose';
import type { Connection } from 'mongoose';
import { modelOf } from '../../storage/mongo/model-of';
import { mongoSessionOf } from '../../storage/mongo/mongo-transaction-runner';
import type { OutboxMessage, OutboxStore } from './outbox-store.port';

interface OutboxDocument {
  messageId: string;
  type: string;
  envelope: EventEnvelope;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
  traceHeaders?: string | null;
}

// minimize: false keeps empty objects inside event data; ObjectId order is insertion order.
const outboxSchema = new Schema<OutboxDocument>(
  {
    messageId: { type: String, required: true, unique: true },
    type: { type: String, required: true },
    envelope: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
    sentAt: { type: Date, default: null },
    attempts: { type: Number, default: 0 },
    lastError: { type: String, default: null },
    traceHeaders: { type: String, default: null },
  },
  { collection: 'outbox', minimize: false, versionKey: false },
);
outboxSchema.index({ sentAt: 1, _id: 1 });

const modelName = 'OutboxMessage';

export async function createMongoOutboxStore(connection: Connection): Promise<OutboxStore> {
  const outbox = modelOf<OutboxDocument>(connection, modelName, outboxSchema);
  await outbox.init();

  return {
    async add(envelope, tx) {
      await withOutboxAddSpan(envelope, async (traceHeaders) => {
        const document = {
          messageId: envelope.messageId,
          type: envelope.type,
          envelope: JSON.parse(JSON.stringify(envelope)) as EventEnvelope,
          createdAt: new Date(),
          traceHeaders: serializeTraceHeaders(traceHeaders),
        };
        await outbox.create([document], { session: mongoSessionOf(tx) });
      });
    },
    async takeUnsent(limit): Promise<OutboxMessage[]> {
      const documents = await outbox.find({ sentAt: null }).sort({ _id: 1 }).limit(limit).lean();
      return documents.map((document) => ({
        envelope: document.envelope,
        attempts: document.attempts,
        lastError: document.lastError,
        ...(document.traceHeaders ? { traceHeaders: parseTraceHeaders(document.traceHeaders) } : {}),
      }));
    },
    async markSent(messageIds) {
      if (messageIds.length === 0) return;
      await outbox.updateMany(
        { messageId: { $in: [...messageIds] } },
        { $set: { sentAt: new Date(), lastError: null } },
      );
    },
    async markFailed(messageId, error) {
      await outbox.updateOne({ messageId }, { $inc: { attempts: 1 }, $set: { lastError: error } });
    },
    async eraseEventsOfUser(userId, tx) {
      await outbox.deleteMany({ 'envelope.data.userId': userId }, { session: mongoSessionOf(tx) });
    },
    async backlog() {
      const pending = await outbox.countDocuments({ sentAt: null });
      const oldest = await outbox.findOne({ sentAt: null }).sort({ _id: 1 }).select({ createdAt: 1 }).lean();
      return { pending, oldestPendingAt: oldest ? oldest.createdAt.toISOString() : null };
    },
  };
}
