import type { ServiceStorage } from '@manan/service-kit';
import { createMongoCheckoutSessionRepository } from './adapters/mongo/mongo-checkout-session.repository';
import { createMongoCustomerRepository } from './adapters/mongo/mongo-customer.repository';
import { createMongoSandboxRecordStore } from './adapters/mongo/mongo-sandbox-record.store';
import { createMongoSubscriptionRepository } from './adapters/mongo/mongo-subscription.repository';
import { createMongoUsageProjectionRepository } from './adapters/mongo/mongo-usage-projection.repository';
import type { SandboxRecordStore } from './adapters/sandbox/sandbox-record.store';
import { createSqliteCheckoutSessionRepository } from './adapters/sqlite/sqlite-checkout-session.repository';
import { createSqliteCustomerRepository } from './adapters/sqlite/sqlite-customer.repository';
import { createSqliteSandboxRecordStore } from './adapters/sqlite/sqlite-sandbox-record.store';
import { createSqliteSubscriptionRepository } from './adapters/sqlite/sqlite-subscription.repository';
import { createSqliteUsageProjectionRepository } from './adapters/sqlite/sqlite-usage-projection.repository';
import type { CheckoutSessionRepository } from './domain/checkout/checkout-session.repository';
import type { CustomerRepository } from './domain/checkout/customer.repository';
import type { SubscriptionRepository } from './domain/subscriptions/subscription.repository';
import type { UsageProjectionRepository } from './domain/usage/usage-projection.repository';

export interface BillingStores {
  usage: UsageProjectionRepository;
  subscriptions: SubscriptionRepository;
  checkoutSessions: CheckoutSessionRepository;
  customers: CustomerRepository;
  sandboxRecords: SandboxRecordStore;
}

/** Billing's repositories on the storage configuration chose: SQLite files or MongoDB. */
export async function openBillingStores(storage: ServiceStorage): Promise<BillingStores> {
  if (storage.kind === 'sqlite') {
    const database = storage.database;
    return {
      usage: createSqliteUsageProjectionRepository(database),
      subscriptions: createSqliteSubscriptionRepository(database),
      checkoutSessions: createSqliteCheckoutSessionRepository(database),
      customers: createSqliteCustomerRepository(database),
      sandboxRecords: createSqliteSandboxRecordStore(database),
    };
  }
  const { connection } = storage.database;
  return {
    usage: await createMongoUsageProjectionRepository(connection),
    subscriptions: await createMongoSubscriptionRepository(connection),
    checkoutSessions: await createMongoCheckoutSessionRepository(connection),
    customers: await createMongoCustomerRepository(connection),
    sandboxRecords: await createMongoSandboxRecordStore(connection),
  };
}
