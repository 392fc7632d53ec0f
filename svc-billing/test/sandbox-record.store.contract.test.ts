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
  },
);
