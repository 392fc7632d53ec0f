import { Schema, type Connection } from 'mongoose';
import { modelOf, mongoSessionOf } from '@manan/service-kit';
import type { AnalysisQuotaRepository } from '../../domain/quota/analysis-quota.repository';

interface QuotaDocument {
  userId: string;
  month: string;
  used: number;
}

const quotaSchema = new Schema<QuotaDocument>(
  {
    userId: { type: String, required: true },
    month: { type: String, required: true },
    used: { type: Number, required: true, default: 0 },
  },
  { collection: 'analysis_quota', versionKey: false },
);
quotaSchema.index({ userId: 1, month: 1 }, { unique: true });

export async function createMongoAnalysisQuotaRepository(
  connection: Connection,
): Promise<AnalysisQuotaRepository> {
  const Quota = modelOf(connection, 'AnalysisQuota', quotaSchema);
  await Quota.createCollection();
  await Quota.syncIndexes();
  const usedNow = async (userId: string, month: string) =>
    (await Quota.findOne({ userId, month }).lean())?.used ?? 0;
  return {
    async deleteForUser(userId, tx) {
      await Quota.deleteMany({ userId: userId }, { session: mongoSessionOf(tx) });
    },
    async reserve(userId, month, limit, tx) {
      const session = mongoSessionOf(tx);
      await Quota.updateOne({ userId, month }, { $setOnInsert: { used: 0 } }, { upsert: true, session });
      // The condition and the increment are one atomic document update.
      const taken = await Quota.findOneAndUpdate(
        { userId, month, ...(limit === null ? {} : { used: { $lt: limit } }) },
        { $inc: { used: 1 } },
        { new: true, session },
      ).lean();
      return taken
        ? { reserved: true, countInMonth: taken.used }
        : { reserved: false, used: await usedNow(userId, month) };
    },
    async release(userId, month, tx) {
      await Quota.updateOne(
        { userId, month, used: { $gt: 0 } },
        { $inc: { used: -1 } },
        { session: mongoSessionOf(tx) },
      );
    },
    used: usedNow,
  };
}
