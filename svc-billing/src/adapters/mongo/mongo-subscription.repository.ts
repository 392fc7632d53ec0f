import { Schema, type Connection } from 'mongoose';
import { modelOf, mongoSessionOf, type TransactionContext } from '@manan/service-kit';
import {
  subscriptionStatuses,
  type Subscription,
  type SubscriptionStatus,
} from '../../domain/subscriptions/subscription';
import type { SubscriptionRepository } from '../../domain/subscriptions/subscription.repository';

interface SubscriptionDocument {
  userId: string;
  provider: Subscription['provider'];
  subscriptionId: string;
  customerId: string | null;
  status: SubscriptionStatus;
  startDate: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  observedAt: Date;
  entitledUntil: Date | null;
}

const subscriptionSchema = new Schema<SubscriptionDocument>(
  {
    userId: { type: String, required: true, unique: true },
    provider: { type: String, required: true, enum: ['stripe', 'sandbox'] },
    subscriptionId: { type: String, required: true },
    customerId: { type: String, default: null },
    status: { type: String, required: true, enum: subscriptionStatuses },
    startDate: { type: Date, required: true },
    currentPeriodEnd: { type: Date, required: true },
    cancelAtPeriodEnd: { type: Boolean, required: true },
    observedAt: { type: Date, required: true },
    entitledUntil: { type: Date, default: null },
  },
  { collection: 'subscriptions', versionKey: false },
);
subscriptionSchema.index({ provider: 1, subscriptionId: 1 });
subscriptionSchema.index(
  { entitledUntil: 1 },
  { partialFilterExpression: { entitledUntil: { $type: 'date' } } },
);

const toSubscription = (document: SubscriptionDocument): Subscription => ({
  userId: document.userId,
  provider: document.provider,
  subscriptionId: document.subscriptionId,
  customerId: document.customerId ?? null,
  status: document.status,
  startDate: document.startDate.toISOString(),
  currentPeriodEnd: document.currentPeriodEnd.toISOString(),
  cancelAtPeriodEnd: document.cancelAtPeriodEnd,
  observedAt: document.observedAt.toISOString(),
  entitledUntil: document.entitledUntil ? document.entitledUntil.toISOString() : null,
});

const sessionOf = (tx?: TransactionContext) => (tx ? mongoSessionOf(tx) : null);

export async function createMongoSubscriptionRepository(
  connection: Connection,
): Promise<SubscriptionRepository> {
  const Subscriptions = modelOf(connection, 'Subscription', subscriptionSchema);
  await Subscriptions.createCollection();
  await Subscriptions.syncIndexes();
  const one = (document: SubscriptionDocument | null) => (document ? toSubscription(document) : null);
  return {
    async deleteForUser(userId, tx) {
      await Subscriptions.deleteMany({ userId: userId }, { session: mongoSessionOf(tx) });
    },
    async findByUser(userId, tx) {
      return one(await Subscriptions.findOne({ userId }).session(sessionOf(tx)).lean<SubscriptionDocument>());
    },
    async findBySubscriptionId(provider, subscriptionId, tx) {
      return one(
        await Subscriptions.findOne({ provider, subscriptionId })
          .session(sessionOf(tx))
          .lean<SubscriptionDocument>(),
      );
    },
    async save(subscription, tx) {
      const document: SubscriptionDocument = {
        ...subscription,
        startDate: new Date(subscription.startDate),
        currentPeriodEnd: new Date(subscription.currentPeriodEnd),
        observedAt: new Date(subscription.observedAt),
        entitledUntil: subscription.entitledUntil ? new Date(subscription.entitledUntil) : null,
      };
      await Subscriptions.replaceOne({ userId: subscription.userId }, document, {
        upsert: true,
        session: mongoSessionOf(tx),
      });
    },
    async findEntitledEndedBy(time, limit) {
      const documents = await Subscriptions.find({ entitledUntil: { $ne: null, $lte: time } })
        .sort({ entitledUntil: 1 })
        .limit(limit)
        .lean<SubscriptionDocument[]>();
      return documents.map(toSubscription);
    },
  };
}
