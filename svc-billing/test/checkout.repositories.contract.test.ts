import { describeRepositoryContract } from '@manan/service-kit/testing';
import { createMongoCheckoutSessionRepository } from '../src/adapters/mongo/mongo-checkout-session.repository';
import { createMongoCustomerRepository } from '../src/adapters/mongo/mongo-customer.repository';
import { createSqliteCheckoutSessionRepository } from '../src/adapters/sqlite/sqlite-checkout-session.repository';
import { createSqliteCustomerRepository } from '../src/adapters/sqlite/sqlite-customer.repository';
import { billingSqliteMigrations } from '../src/create-billing-service';
import type {
  CheckoutSession,
  CheckoutSessionRepository,
} from '../src/domain/checkout/checkout-session.repository';
import type { CustomerRepository } from '../src/domain/checkout/customer.repository';

const session: CheckoutSession = {
  id: 'cs_1',
  userId: 'u1',
  provider: 'stripe',
  status: 'open',
  createdAt: '2030-05-01T00:00:00.000Z',
  updatedAt: '2030-05-01T00:00:00.000Z',
};

describeRepositoryContract<CheckoutSessionRepository>(
  'CheckoutSessionRepository',
  {
    sqlite: { migrations: billingSqliteMigrations, create: createSqliteCheckoutSessionRepository },
    mongo: { create: (database) => createMongoCheckoutSessionRepository(database.connection) },
  },
  (harness) => {
    it('when a session is saved and saved again, then the latest is found by id', async () => {
      const { repository, transactionRunner } = harness();
      expect(await repository.find('cs_1')).toBeNull();
      await transactionRunner.run((tx) => repository.save(session, tx));
      expect(await repository.find('cs_1')).toEqual(session);
      const failed = { ...session, status: 'failed' as const, updatedAt: '2030-05-02T00:00:00.000Z' };
      await transactionRunner.run((tx) => repository.save(failed, tx));
      expect(await repository.find('cs_1')).toEqual(failed);
    });

    it("when a user's sessions are deleted, then theirs are found no more and another user's stay", async () => {
      const { repository, transactionRunner } = harness();
      const other = { ...session, id: 'cs_2', userId: 'u2' };
      await transactionRunner.run(async (tx) => {
        await repository.save(session, tx);
        await repository.save({ ...session, id: 'cs_3' }, tx);
        await repository.save(other, tx);
      });
      await transactionRunner.run((tx) => repository.deleteForUser('u1', tx));
      expect(await repository.find('cs_1')).toBeNull();
      expect(await repository.find('cs_3')).toBeNull();
      expect(await repository.find('cs_2')).toEqual(other);
    });
  },
);

describeRepositoryContract<CustomerRepository>(
  'CustomerRepository',
  {
    sqlite: { migrations: billingSqliteMigrations, create: createSqliteCustomerRepository },
    mongo: { create: (database) => createMongoCustomerRepository(database.connection) },
  },
  (harness) => {
    it("when a user's customer is saved, then it is found both ways, per provider", async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run((tx) =>
        repository.save({ provider: 'stripe', userId: 'u1', customerId: 'cus_1' }, tx),
      );
      expect(await repository.findCustomerId('stripe', 'u1')).toBe('cus_1');
      expect(await repository.findUserId('stripe', 'cus_1')).toBe('u1');
      expect(await repository.findCustomerId('sandbox', 'u1')).toBeNull();
      expect(await repository.findUserId('stripe', 'cus_2')).toBeNull();
    });

    it("when a user's customer is replaced, then the new one is theirs", async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run((tx) =>
        repository.save({ provider: 'stripe', userId: 'u1', customerId: 'cus_1' }, tx),
      );
      await transactionRunner.run((tx) =>
        repository.save({ provider: 'stripe', userId: 'u1', customerId: 'cus_2' }, tx),
      );
      expect(await repository.findCustomerId('stripe', 'u1')).toBe('cus_2');
      expect(await repository.findUserId('stripe', 'cus_2')).toBe('u1');
    });

    it("when a user's customers are deleted, then they are found no more either way and others stay", async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run(async (tx) => {
        await repository.save({ provider: 'stripe', userId: 'u1', customerId: 'cus_1' }, tx);
        await repository.save({ provider: 'sandbox', userId: 'u1', customerId: 'cus_s1' }, tx);
        await repository.save({ provider: 'stripe', userId: 'u2', customerId: 'cus_2' }, tx);
      });
      await transactionRunner.run((tx) => repository.deleteForUser('u1', tx));
      expect(await repository.findCustomerId('stripe', 'u1')).toBeNull();
      expect(await repository.findCustomerId('sandbox', 'u1')).toBeNull();
      expect(await repository.findUserId('stripe', 'cus_1')).toBeNull();
      expect(await repository.findCustomerId('stripe', 'u2')).toBe('cus_2');
    });
  },
);
