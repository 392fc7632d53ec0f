import { Schema, type Connection } from 'mongoose';
import { modelOf, mongoSessionOf } from '@manan/service-kit';
import type {
  Entitlement,
  EntitlementProjectionRepository,
} from '../../domain/entitlement/entitlement-projection.repository';

interface EntitlementDocument {
  _id: string;
  isPremium: boolean;
  periodEnd: string | null;
  decidedAt: Date;
}

const entitlementSchema = new Schema<EntitlementDocument>(
  {
    _id: { type: String, required: true },
    isPremium: { type: Boolean, required: true },
    periodEnd: { type: String, default: null },
    decidedAt: { type: Date, required: true },
  },
  { collection: 'entitlements', versionKey: false },
);

export async function createMongoEntitlementProjectionRepository(
  connection: Connection,
): Promise<EntitlementProjectionRepository> {
  const EntitlementModel = modelOf(connection, 'Entitlement', entitlementSchema);
  await EntitlementModel.createCollection();
  return {
    async deleteForUser(userId, tx) {
      await EntitlementModel.deleteMany({ _id: userId }, { session: mongoSessionOf(tx) });
    },
    async apply({ userId, isPremium, periodEnd, decidedAt }, tx) {
      const session = mongoSessionOf(tx);
      const decided = new Date(decidedAt);
      const current = await EntitlementModel.findById(userId).session(session).lean();
      if (current && current.decidedAt.getTime() > decided.getTime()) return;
      await EntitlementModel.updateOne(
        { _id: userId },
        { $set: { isPremium, periodEnd, decidedAt: decided } },
        { upsert: true, session },
      );
    },
    async find(userId): Promise<Entitlement | null> {
      const document = await EntitlementModel.findById(userId).lean();
      return document
        ? {
            userId: document._id,
            isPremium: document.isPremium,
            periodEnd: document.periodEnd,
            decidedAt: document.decidedAt.toISOString(),
          }
        : null;
    },
  };
}
