import { Schema, type Connection } from 'mongoose';
import { modelOf, mongoSessionOf } from '@manan/service-kit';
import type { UsageProjectionRepository } from '../../domain/usage/usage-projection.repository';

interface UsageAnalysisDocument {
  userId: string;
  month: string;
  caseId: string;
  recordedAt: Date;
}

const usageAnalysisSchema = new Schema<UsageAnalysisDocument>(
  {
    userId: { type: String, required: true },
    month: { type: String, required: true },
    caseId: { type: String, required: true },
    recordedAt: { type: Date, required: true },
  },
  { collection: 'usage_analyses', versionKey: false },
);
usageAnalysisSchema.index({ userId: 1, month: 1, caseId: 1 }, { unique: true });

export async function createMongoUsageProjectionRepository(
  connection: Connection,
): Promise<UsageProjectionRepository> {
  const UsageAnalysis = modelOf(connection, 'UsageAnalysis', usageAnalysisSchema);
  await UsageAnalysis.createCollection();
  await UsageAnalysis.syncIndexes();
  return {
    async deleteForUser(userId, tx) {
      await UsageAnalysis.deleteMany({ userId: userId }, { session: mongoSessionOf(tx) });
    },
    async recordAnalysis({ userId, month, caseId }, tx) {
      await UsageAnalysis.updateOne(
        { userId, month, caseId },
        { $setOnInsert: { userId, month, caseId, recordedAt: new Date() } },
        { upsert: true, session: mongoSessionOf(tx) },
      );
    },
    countForMonth(userId, month) {
      return UsageAnalysis.countDocuments({ userId, month }).exec();
    },
    async countsByMonth(userId) {
      const months = await UsageAnalysis.aggregate<{ _id: string; analyses: number }>([
        { $match: { userId } },
        { $group: { _id: '$month', analyses: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ]);
      return months.map(({ _id, analyses }) => ({ month: _id, analyses }));
    },
  };
}
