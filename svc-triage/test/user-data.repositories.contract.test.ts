import { describeRepositoryContract } from '@manan/service-kit/testing';
import { createMongoAnalysisQuotaRepository } from '../src/adapters/mongo/mongo-analysis-quota.repository';
import { createMongoCaseRepository } from '../src/adapters/mongo/mongo-case.repository';
import { createSqliteAnalysisQuotaRepository } from '../src/adapters/sqlite/sqlite-analysis-quota.repository';
import { createSqliteCaseRepository } from '../src/adapters/sqlite/sqlite-case.repository';
import { triageSqliteMigrations } from '../src/create-triage-service';
import type { CaseRepository } from '../src/domain/cases/case.repository';
import type { StoredCase } from '../src/domain/cases/stored-case';
import { analyzeCase, renderResultText } from '../src/domain/engine';
import type { AnalysisQuotaRepository } from '../src/domain/quota/analysis-quota.repository';

/** A case as triage stores it: analysed by the guideline engine, then refined once. */
function storedCase(id: string, userId: string): StoredCase {
  const form = {
    patientAge: '58',
    gender: 'male',
    chiefComplaint: 'Chest pain',
    symptoms: 'Central chest pain for 40 minutes, sweating',
    vitals: 'BP 150/90, HR 104, SpO2 95%',
  };
  const result = analyzeCase(form);
  const analysis = {
    triageLevel: `${result.level} (ESI ${result.esi})`,
    analysis: renderResultText(result),
    aiConfidence: { overall: result.confidence },
    result,
    provider: { kind: 'guideline' as const },
  };
  const createdAt = '2026-11-20T10:15:00.000Z';
  return {
    id,
    userId,
    chiefComplaint: form.chiefComplaint,
    patientAge: form.patientAge,
    gender: form.gender,
    symptoms: { details: form.symptoms },
    vitals: { raw: form.vitals },
    ...analysis,
    createdAt,
    revisions: [{ ...analysis, revision: 1, kind: 'analysis', createdAt }],
  };
}

describeRepositoryContract<CaseRepository>(
  'CaseRepository (deletion of a user)',
  {
    sqlite: { migrations: triageSqliteMigrations, create: createSqliteCaseRepository },
    mongo: { create: (database) => createMongoCaseRepository(database.connection) },
  },
  (harness) => {
    it("when a user's cases are deleted, then none of theirs is listed or found and another user's stay", async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run(async (tx) => {
        await repository.add(storedCase('case-1', 'u1'), tx);
        await repository.add(storedCase('case-2', 'u1'), tx);
        await repository.add(storedCase('case-3', 'u2'), tx);
      });
      await transactionRunner.run((tx) => repository.deleteForUser('u1', tx));
      expect(await repository.listForUser('u1', { limit: 50 })).toEqual({ cases: [], nextCursor: null });
      expect(await repository.findForUser('u1', 'case-1')).toBeNull();
      expect(await repository.findForUser('u2', 'case-3')).toEqual(storedCase('case-3', 'u2'));
    });
  },
);

describeRepositoryContract<AnalysisQuotaRepository>(
  'AnalysisQuotaRepository (deletion of a user)',
  {
    sqlite: { migrations: triageSqliteMigrations, create: createSqliteAnalysisQuotaRepository },
    mongo: { create: (database) => createMongoAnalysisQuotaRepository(database.connection) },
  },
  (harness) => {
    it("when a user's counters are deleted, then they count from zero and another user's stay", async () => {
      const { repository, transactionRunner } = harness();
      await transactionRunner.run(async (tx) => {
        await repository.reserve('u1', '2026-11', 20, tx);
        await repository.reserve('u1', '2026-10', 20, tx);
        await repository.reserve('u2', '2026-11', 20, tx);
      });
      await transactionRunner.run((tx) => repository.deleteForUser('u1', tx));
      expect(await repository.used('u1', '2026-11')).toBe(0);
      expect(await repository.used('u1', '2026-10')).toBe(0);
      expect(await repository.used('u2', '2026-11')).toBe(1);
    });
  },
);
