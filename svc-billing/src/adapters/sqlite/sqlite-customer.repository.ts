import { sqliteDatabaseOf, type SqliteDatabase } from '@manan/service-kit';
import type { CustomerRepository } from '../../domain/checkout/customer.repository';

export const customersMigration = `
CREATE TABLE payment_customers (
  provider TEXT NOT NULL,
  user_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  PRIMARY KEY (provider, user_id)
);
CREATE INDEX payment_customers_by_customer ON payment_customers (provider, customer_id);
`;

export function createSqliteCustomerRepository(database: SqliteDatabase): CustomerRepository {
  const { db, transactionRunner } = database;
  const customerOf = db.prepare(
    'SELECT customer_id FROM payment_customers WHERE provider = ? AND user_id = ?',
  );
  const userOf = db.prepare('SELECT user_id FROM payment_customers WHERE provider = ? AND customer_id = ?');
  const upsert = db.prepare(
    `INSERT INTO payment_customers (provider, user_id, customer_id) VALUES (?, ?, ?)
     ON CONFLICT (provider, user_id) DO UPDATE SET customer_id = excluded.customer_id`,
  );
  return {
    async deleteForUser(userId, tx) {
      sqliteDatabaseOf(tx).prepare('DELETE FROM payment_customers WHERE user_id = ?').run(userId);
    },
    findCustomerId: (provider, userId) =>
      transactionRunner.run(
        async () =>
          (customerOf.get(provider, userId) as { customer_id: string } | undefined)?.customer_id ?? null,
      ),
    findUserId: (provider, customerId) =>
      transactionRunner.run(
        async () => (userOf.get(provider, customerId) as { user_id: string } | undefined)?.user_id ?? null,
      ),
    async save({ provider, userId, customerId }, tx) {
      sqliteDatabaseOf(tx);
      upsert.run(provider, userId, customerId);
    },
  };
}
