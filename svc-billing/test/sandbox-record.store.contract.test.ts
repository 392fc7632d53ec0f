import { describeRepositoryContract } from '@manan/service-kit/testing';
import { createMongoSandboxRecordStore } from '../src/adapters/mongo/mongo-sandbox-record.store';
import type { SandboxRecordStore } from '../src/adapters/sandbox/sandbox-record.store';
import { createSqliteSandboxRecordStore } from '../src/adapters/sqlite/sqlite-sandbox-record.store';
import { billingSqliteMigrations } from '../src/create-billing-service';

describeRepositoryContract<SandboxRecordStore>(
  'SandboxRecordStore',
  {
    sqlite: { migrations: billingSqliteMigrations, create: createSqliteSandboxRecordStore },
    mongo: { create: (database) => createMongoSandboxRecordStore(database.connection) },
  },
  (harness) => {
    it('when a record is saved, then it is found by kind and id, as saved', async () => {
      const { repository } = harness();
      const record = { id: 'cs_1', status: 'open', nested: { list: [1, 2] }, missing: null };
      await repository.save('checkout_session', 'cs_1', record);
      expect(await repository.find('checkout_session', 'cs_1')).toEqual(record);
      expect(await repository.find('subscription', 'cs_1')).toBeNull();
    });

    it('when two payments race for one open session, then only the first changes it', async () => {
      const { repository } = harness();
      await repository.save('checkout_session', 'cs_1', { id: 'cs_1', status: 'open' });
      expect(
        await repository.saveIfStatus('checkout_session', 'cs_1', 'open', {
          id: 'cs_1',
          status: 'complete',
          by: 1,
        }),
      ).toBe(true);
      expect(
        await repository.saveIfStatus('checkout_session', 'cs_1', 'open', {
          id: 'cs_1',
          status: 'complete',
          by: 2,
        }),
      ).toBe(false);
      expect(await repository.find('checkout_session', 'cs_1')).toEqual({
        id: 'cs_1',
        status: 'complete',
        by: 1,
      });
      expect(await repository.saveIfStatus('checkout_session', 'cs_x', 'open', { id: 'cs_x' })).toBe(false);
    });

    it("when a user's records are deleted, then every kind of theirs is gone and another user's stay", async () => {
      const { repository, transactionRunner } = harness();
      await repository.save('customer', 'cus_1', { id: 'cus_1', userId: 'u1' });
      await repository.save('checkout_session', 'cs_1', { id: 'cs_1', userId: 'u1', status: 'complete' });
      await repository.save('subscription', 'sub_1', { id: 'sub_1', userId: 'u1', status: 'canceled' });
      await repository.save('customer', 'cus_2', { id: 'cus_2', userId: 'u2' });
      await transactionRunner.run((tx) => repository.deleteForUser('u1', tx));
      expect(await repository.find('customer', 'cus_1')).toBeNull();
      expect(await repository.find('checkout_session', 'cs_1')).toBeNull();
      expect(await repository.find('subscription', 'sub_1')).toBeNull();
      expect(await repository.find('customer', 'cus_2')).toEqual({ id: 'cus_2', userId: 'u2' });
    });
  },
);
