import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServiceTelemetry, openSqliteDatabase, type SqliteDatabase } from '@manan/service-kit';
import { createSqliteAnalysisQuotaRepository } from '../../src/adapters/sqlite/sqlite-analysis-quota.repository';
import { triageSqliteMigrations } from '../../src/create-triage-service';
import { guidelineAnalysisProvider } from '../../src/domain/analysis/guideline-analysis-provider';
import { createTriageMetrics } from '../../src/observability/triage-metrics';

const sample = async (telemetry: ReturnType<typeof createServiceTelemetry>, name: string) =>
  (await telemetry.registry.getSingleMetric(name)?.get())?.values ?? [];

describe('svc-triage metrics', () => {
  let dataDir: string;
  let database: SqliteDatabase;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'manan-triage-metrics-'));
    database = openSqliteDatabase({ dataDir, fileName: 'triage.sqlite', migrations: triageSqliteMigrations });
  });
  afterEach(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the monthly limit refuses a reservation, then exactly that refusal is counted', async () => {
    const telemetry = createServiceTelemetry('svc-triage');
    const quota = createTriageMetrics(telemetry).countQuotaRejections(
      createSqliteAnalysisQuotaRepository(database),
    );
    const reserve = () => database.transactionRunner.run((tx) => quota.reserve('user-1', '2026-11', 1, tx));
    expect((await reserve()).reserved).toBe(true);
    expect((await sample(telemetry, 'manan_quota_rejections_total'))[0]?.value).toBe(0);
    expect((await reserve()).reserved).toBe(false);
    expect((await sample(telemetry, 'manan_quota_rejections_total'))[0]?.value).toBe(1);
  });

  it('when the guideline engine analyzes a case, then it is counted under its level and provider kind', async () => {
    const telemetry = createServiceTelemetry('svc-triage');
    const provider = createTriageMetrics(telemetry).countAnalyses(guidelineAnalysisProvider(), 'analyze');
    const analysis = await provider.analyze({
      patientAge: '67',
      gender: 'male',
      chiefComplaint: 'Chest pain',
      symptoms: 'Crushing central chest pain radiating to the left arm, sweating',
      vitals: 'BP 90/60, HR 120, RR 24, SpO2 92%, Temp 37.0',
    });
    expect(await sample(telemetry, 'manan_analyses_total')).toEqual([
      {
        value: 1,
        labels: { level: analysis.result.level, provider: 'guideline', operation: 'analyze' },
      },
    ]);
  });
});
