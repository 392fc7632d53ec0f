import { Schema, type Connection } from 'mongoose';
import { modelOf, mongoSessionOf } from '@manan/service-kit';
import type {
  CheckoutSession,
  CheckoutSessionRepository,
} from '../../domain/checkout/checkout-session.repository';

const checkoutSessionSchema = new Schema<CheckoutSession>(
  {
    id: { type: String, required: true, unique: true },
    userId: { type: String, required: true },
    provider: { type: String, required: true, enum: ['stripe', 'sandbox'] },
    status: { type: String, required: true, enum: ['open', 'processing', 'completed', 'failed'] },
    createdAt: { type: String, required: true },
    updatedAt: { type: String, required: true },
  },
  { collection: 'checkout_sessions', versionKey: false },
);

export async function createMongoCheckoutSessionRepository(
  connection: Connection,
): Promise<CheckoutSessionRepository> {
  const CheckoutSessions = modelOf(connection, 'CheckoutSession', checkoutSessionSchema);
  await CheckoutSessions.createCollection();
  await CheckoutSessions.syncIndexes();
  return {
    async deleteForUser(userId, tx) {
      await CheckoutSessions.deleteMany({ userId: userId }, { session: mongoSessionOf(tx) });
    },
    async find(sessionId, tx) {
      const document = await CheckoutSessions.findOne({ id: sessionId }, { _id: 0 })
        .session(tx ? mongoSessionOf(tx) : null)
        .lean<CheckoutSession>();
      return document ? { ...document } : null;
    },
    async save(session, tx) {
      await CheckoutSessions.replaceOne({ id: session.id }, session, {
        upsert: true,
        session: mongoSessionOf(tx),
      });
    },
  };
}
