import { describeRepositoryContract } from '@manan/service-kit/testing';
import { createMongoSubscriptionRepository } from '../src/adapters/mongo/mongo-subscription.repository';
import { createSqliteSubscriptionRepository } from '../src/adapters/sqlite/sqlite-subscription.repository';
import { billingSqliteMigrations } from '../src/create-billing-service';
import type { Subscription } from '../src/domain/subscriptions/subscription';
import type { SubscriptionRepository } from '../src/domain/subscriptions/subscription.repository';

const subscription = (changes: Partial<Subscription> = {}): Subscription => ({
  userId: 'u1',
  provider: 'stripe',
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  startDate: '2030-05-01T00:00:00.000Z',
  currentPeriodEnd: '2030-06-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  observedAt: '2030-05-01T00:00:01.000Z',
  entitledUntil: '2030-06-01T00:00:00.000Z',
  ...changes,
});

describeRepositoryContract<SubscriptionRepository>(
  'SubscriptionRepository',
  {
    sqlite: { migrations: billingSqliteMigrations, create: createSqliteSubscriptionRepository },
    mongo: { create: (database) => createMongoSubscriptionRepository(database.connection) },
  },
  (harness) => {
    it('when a subscription is saved, then it is found by user and by provider id, as saved', async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run((tx) => repository.save(subscription({ customerId: null }), tx));
      expect(await repository.findByUser('u1')).toEqual(subscription({ customerId: null }));
      expect(await repository.findBySubscriptionId('stripe', 'sub_1')).toEqual(
        subscription({ customerId: null }),
      );
      expect(await repository.findBySubscriptionId('sandbox', 'sub_1')).toBeNull();
      expect(await repository.findByUser('u2')).toBeNull();
    });

    it("when a user's subscription is saved again, then it replaces the previous one", async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run((tx) => repository.save(subscription(), tx));
      const replaced = subscription({
        subscriptionId: 'sub_2',
        cancelAtPeriodEnd: true,
        entitledUntil: null,
      });
      await transactionRunner.run((tx) => repository.save(replaced, tx));
      expect(await repository.findByUser('u1')).toEqual(replaced);
      expect(await repository.findBySubscriptionId('stripe', 'sub_1')).toBeNull();
    });

    it('when a transaction fails, then nothing it saved remains', async () => {
      const { repository, transactionRunner } = harness();
      await expect(
        transactionRunner.run(async (tx) => {
          await repository.save(subscription(), tx);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await repository.findByUser('u1')).toBeNull();
    });

    it('when looking for ended entitlements, then only premium ones ended by then come back, oldest first', async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run(async (tx) => {
        await repository.save(
          subscription({ userId: 'late', entitledUntil: '2030-06-03T00:00:00.000Z' }),
          tx,
        );
        await repository.save(
          subscription({ userId: 'early', entitledUntil: '2030-06-01T00:00:00.000Z' }),
          tx,
        );
        await repository.save(
          subscription({ userId: 'future', entitledUntil: '2030-07-01T00:00:00.000Z' }),
          tx,
        );
        await repository.save(subscription({ userId: 'free', entitledUntil: null }), tx);
      });
      const ended = await repository.findEntitledEndedBy(new Date('2030-06-05T00:00:00.000Z'), 10);
      expect(ended.map((found) => found.userId)).toEqual(['early', 'late']);
      expect(await repository.findEntitledEndedBy(new Date('2030-06-05T00:00:00.000Z'), 1)).toHaveLength(1);
      expect(await repository.findEntitledEndedBy(new Date('2030-06-01T00:00:00.000Z'), 10)).toHaveLength(1);
    });

    it("when a user's subscription is deleted, then it is found no more, by user or by id, and others stay", async () => {
      const { repository, transactionRunner } = harness();
      const other = subscription({ userId: 'u2', subscriptionId: 'sub_2' });
      await transactionRunner.run(async (tx) => {
        await repository.save(subscription(), tx);
        await repository.save(other, tx);
      });
      await transactionRunner.run((tx) => repository.deleteForUser('u1', tx));
      expect(await repository.findByUser('u1')).toBeNull();
      expect(await repository.findBySubscriptionId('stripe', 'sub_1')).toBeNull();
      expect(await repository.findByUser('u2')).toEqual(other);
    });
  },
);
