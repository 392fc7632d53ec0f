import { sqliteDatabaseOf, type SqliteDatabase } from '@manan/service-kit';
import type { Subscription, SubscriptionStatus } from '../../domain/subscriptions/subscription';
import type { SubscriptionRepository } from '../../domain/subscriptions/subscription.repository';

export const subscriptionsMigration = `
CREATE TABLE subscriptions (
  user_id TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  subscription_id TEXT NOT NULL,
  customer_id TEXT,
  status TEXT NOT NULL,
  start_date TEXT NOT NULL,
  current_period_end TEXT NOT NULL,
  cancel_at_period_end INTEGER NOT NULL,
  observed_at TEXT NOT NULL,
  entitled_until TEXT
);
CREATE INDEX subscriptions_by_provider_id ON subscriptions (provider, subscription_id);
CREATE INDEX subscriptions_entitled_until ON subscriptions (entitled_until) WHERE entitled_until IS NOT NULL;
`;

interface SubscriptionRow {
  user_id: string;
  provider: Subscription['provider'];
  subscription_id: string;
  customer_id: string | null;
  status: SubscriptionStatus;
  start_date: string;
  current_period_end: string;
  cancel_at_period_end: number;
  observed_at: string;
  entitled_until: string | null;
}

const toSubscription = (row: SubscriptionRow): Subscription => ({
  userId: row.user_id,
  provider: row.provider,
  subscriptionId: row.subscription_id,
  customerId: row.customer_id,
  status: row.status,
  startDate: row.start_date,
  currentPeriodEnd: row.current_period_end,
  cancelAtPeriodEnd: row.cancel_at_period_end === 1,
  observedAt: row.observed_at,
  entitledUntil: row.entitled_until,
});

export function createSqliteSubscriptionRepository(database: SqliteDatabase): SubscriptionRepository {
  const { db, transactionRunner } = database;
  const byUser = db.prepare('SELECT * FROM subscriptions WHERE user_id = ?');
  const bySubscriptionId = db.prepare(
    'SELECT * FROM subscriptions WHERE provider = ? AND subscription_id = ?',
  );
  const entitledEndedBy = db.prepare(
    `SELECT * FROM subscriptions WHERE entitled_until IS NOT NULL AND julianday(entitled_until) <= julianday(?)
     ORDER BY entitled_until LIMIT ?`,
  );
  const upsert = db.prepare(
    `INSERT INTO subscriptions (user_id, provider, subscription_id, customer_id, status, start_date,
       current_period_end, cancel_at_period_end, observed_at, entitled_until)
     VALUES (@user_id, @provider, @subscription_id, @customer_id, @status, @start_date,
       @current_period_end, @cancel_at_period_end, @observed_at, @entitled_until)
     ON CONFLICT (user_id) DO UPDATE SET provider = excluded.provider, subscription_id = excluded.subscription_id,
       customer_id = excluded.customer_id, status = excluded.status, start_date = excluded.start_date,
       current_period_end = excluded.current_period_end, cancel_at_period_end = excluded.cancel_at_period_end,
       observed_at = excluded.observed_at, entitled_until = excluded.entitled_until`,
  );
  const read = <T>(query: () => T) => transactionRunner.run(async () => query());
  const one = (row: unknown) => (row ? toSubscription(row as SubscriptionRow) : null);

  return {
    async deleteForUser(userId, tx) {
      sqliteDatabaseOf(tx).prepare('DELETE FROM subscriptions WHERE user_id = ?').run(userId);
    },
    findByUser: (userId) => read(() => one(byUser.get(userId))),
    findBySubscriptionId: (provider, subscriptionId) =>
      read(() => one(bySubscriptionId.get(provider, subscriptionId))),
    async save(subscription, tx) {
      sqliteDatabaseOf(tx);
      upsert.run({
        user_id: subscription.userId,
        provider: subscription.provider,
        subscription_id: subscription.subscriptionId,
        customer_id: subscription.customerId,
        status: subscription.status,
        start_date: subscription.startDate,
        current_period_end: subscription.currentPeriodEnd,
        cancel_at_period_end: subscription.cancelAtPeriodEnd ? 1 : 0,
        observed_at: subscription.observedAt,
        entitled_until: subscription.entitledUntil,
      });
    },
    findEntitledEndedBy: (time, limit) =>
      read(() => (entitledEndedBy.all(time.toISOString(), limit) as SubscriptionRow[]).map(toSubscription)),
  };
}
