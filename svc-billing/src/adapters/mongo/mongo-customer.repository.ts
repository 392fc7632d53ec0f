import { Schema, type Connection } from 'mongoose';
import { modelOf, mongoSessionOf, type TransactionContext } from '@manan/service-kit';
import type { CustomerRepository } from '../../domain/checkout/customer.repository';

interface CustomerDocument {
  provider: string;
  userId: string;
  customerId: string;
}

const customerSchema = new Schema<CustomerDocument>(
  {
    provider: { type: String, required: true },
    userId: { type: String, required: true },
    customerId: { type: String, required: true },
  },
  { collection: 'payment_customers', versionKey: false },
);
customerSchema.index({ provider: 1, userId: 1 }, { unique: true });
customerSchema.index({ provider: 1, customerId: 1 });

const sessionOf = (tx?: TransactionContext) => (tx ? mongoSessionOf(tx) : null);

export async function createMongoCustomerRepository(connection: Connection): Promise<CustomerRepository> {
  const Customers = modelOf(connection, 'PaymentCustomer', customerSchema);
  await Customers.createCollection();
  await Customers.syncIndexes();
  return {
    async deleteForUser(userId, tx) {
      await Customers.deleteMany({ userId: userId }, { session: mongoSessionOf(tx) });
    },
    async findCustomerId(provider, userId, tx) {
      const document = await Customers.findOne({ provider, userId })
        .session(sessionOf(tx))
        .lean<CustomerDocument>();
      return document?.customerId ?? null;
    },
    async findUserId(provider, customerId, tx) {
      const document = await Customers.findOne({ provider, customerId })
        .session(sessionOf(tx))
        .lean<CustomerDocument>();
      return document?.userId ?? null;
    },
    async save(customer, tx) {
      await Customers.updateOne(
        { provider: customer.provider, userId: customer.userId },
        { $set: { customerId: customer.customerId } },
        { upsert: true, session: mongoSessionOf(tx) },
      );
    },
  };
}
