import { describeRepositoryContract } from '@manan/service-kit/testing';
import { createMongoEntitlementProjectionRepository } from '../src/adapters/mongo/mongo-entitlement-projection.repository';
import { createSqliteEntitlementProjectionRepository } from '../src/adapters/sqlite/sqlite-entitlement-projection.repository';
import { triageSqliteMigrations } from '../src/create-triage-service';
import type { EntitlementProjectionRepository } from '../src/domain/entitlement/entitlement-projection.repository';

describeRepositoryContract<EntitlementProjectionRepository>(
  'EntitlementProjectionRepository',
  {
    sqlite: { migrations: triageSqliteMigrations, create: createSqliteEntitlementProjectionRepository },
    mongo: { create: (database) => createMongoEntitlementProjectionRepository(database.connection) },
  },
  (harness) => {
    const premium = {
      userId: 'u1',
      isPremium: true,
      periodEnd: '2026-12-22T00:00:00.000Z',
      decidedAt: '2026-11-22T10:00:00.000Z',
    };

    it('when no entitlement was ever applied, then none is found', async () => {
      expect(await harness().repository.find('u1')).toBeNull();
    });

    it('when an entitlement is applied, then it is found as applied', async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run((tx) => repository.apply(premium, tx));
      expect(await repository.find('u1')).toEqual(premium);
    });

    it('when a newer decision arrives, then it replaces the older one', async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run((tx) => repository.apply(premium, tx));
      const ended = { ...premium, isPremium: false, periodEnd: null, decidedAt: '2026-12-22T00:00:01.000Z' };
      await transactionRunner.run((tx) => repository.apply(ended, tx));
      expect(await repository.find('u1')).toEqual(ended);
    });

    it('when an older decision arrives late (out of order), then it does not move the state backwards', async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run((tx) => repository.apply(premium, tx));
      await transactionRunner.run((tx) =>
        repository.apply({ ...premium, isPremium: false, decidedAt: '2026-11-22T09:00:00.000Z' }, tx),
      );
      expect(await repository.find('u1')).toEqual(premium);
    });

    it("when a user's entitlement is deleted, then none is found for them and another user's stays", async () => {
      const { repository, transactionRunner } = harness();
      const other = { ...premium, userId: 'u2' };
      await transactionRunner.run(async (tx) => {
        await repository.apply(premium, tx);
        await repository.apply(other, tx);
      });
      await transactionRunner.run((tx) => repository.deleteForUser('u1', tx));
      expect(await repository.find('u1')).toBeNull();
      expect(await repository.find('u2')).toEqual(other);
    });
  },
);
