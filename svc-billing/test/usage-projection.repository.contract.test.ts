import { describeRepositoryContract } from '@manan/service-kit/testing';
import { createMongoUsageProjectionRepository } from '../src/adapters/mongo/mongo-usage-projection.repository';
import { createSqliteUsageProjectionRepository } from '../src/adapters/sqlite/sqlite-usage-projection.repository';
import { billingSqliteMigrations } from '../src/create-billing-service';
import type { UsageProjectionRepository } from '../src/domain/usage/usage-projection.repository';

describeRepositoryContract<UsageProjectionRepository>(
  'UsageProjectionRepository',
  {
    sqlite: { migrations: billingSqliteMigrations, create: createSqliteUsageProjectionRepository },
    mongo: { create: (database) => createMongoUsageProjectionRepository(database.connection) },
  },
  (harness) => {
    it('when analyses are recorded, then they are counted per user and month', async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run(async (tx) => {
        await repository.recordAnalysis({ userId: 'u1', month: '2026-11', caseId: 'c1' }, tx);
        await repository.recordAnalysis({ userId: 'u1', month: '2026-11', caseId: 'c2' }, tx);
        await repository.recordAnalysis({ userId: 'u1', month: '2026-10', caseId: 'c0' }, tx);
        await repository.recordAnalysis({ userId: 'u2', month: '2026-11', caseId: 'c3' }, tx);
      });
      expect(await repository.countForMonth('u1', '2026-11')).toBe(2);
      expect(await repository.countForMonth('u1', '2026-10')).toBe(1);
      expect(await repository.countForMonth('u2', '2026-11')).toBe(1);
      expect(await repository.countForMonth('u3', '2026-11')).toBe(0);
      expect(await repository.countsByMonth('u1')).toEqual([
        { month: '2026-10', analyses: 1 },
        { month: '2026-11', analyses: 2 },
      ]);
      expect(await repository.countsByMonth('u3')).toEqual([]);
    });

    it('when the same case is recorded twice (a replayed event), then it counts once', async () => {
      const { repository, transactionRunner } = harness();
      const analysis = { userId: 'u1', month: '2026-11', caseId: 'c1' };
      await transactionRunner.run((tx) => repository.recordAnalysis(analysis, tx));
      await transactionRunner.run((tx) => repository.recordAnalysis(analysis, tx));
      expect(await repository.countForMonth('u1', '2026-11')).toBe(1);
    });

    it("when a user's usage is deleted, then nothing of theirs is counted and another user's stays", async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run(async (tx) => {
        await repository.recordAnalysis({ userId: 'u1', month: '2026-11', caseId: 'c1' }, tx);
        await repository.recordAnalysis({ userId: 'u1', month: '2026-10', caseId: 'c0' }, tx);
        await repository.recordAnalysis({ userId: 'u2', month: '2026-11', caseId: 'c3' }, tx);
      });
      await transactionRunner.run((tx) => repository.deleteForUser('u1', tx));
      expect(await repository.countForMonth('u1', '2026-11')).toBe(0);
      expect(await repository.countForMonth('u1', '2026-10')).toBe(0);
      expect(await repository.countForMonth('u2', '2026-11')).toBe(1);
    });
  },
);
