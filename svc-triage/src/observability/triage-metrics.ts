import { serviceCounter, type ServiceTelemetry } from '@manan/service-kit';
import type { AnalysisProvider } from '../domain/analysis/analysis-provider.port';
import type { AnalysisQuotaRepository } from '../domain/quota/analysis-quota.repository';

export interface TriageMetrics {
  /** The provider, each analysis it writes counted by triage level and provider kind under `operation`. */
  countAnalyses(provider: AnalysisProvider, operation: 'analyze' | 'refine'): AnalysisProvider;
  /** The quota store, each reservation refused by the monthly limit counted. */
  countQuotaRejections(quota: AnalysisQuotaRepository): AnalysisQuotaRepository;
}

/** svc-triage's own metrics, beside the HTTP and event metrics every service has. */
export function createTriageMetrics(telemetry: ServiceTelemetry): TriageMetrics {
  const analyses = serviceCounter(telemetry, {
    name: 'manan_analyses_total',
    help: 'Analyses written, by triage level, provider kind (guideline or llm) and operation (analyze or refine)',
    labelNames: ['level', 'provider', 'operation'],
  });
  const quotaRejections = serviceCounter(telemetry, {
    name: 'manan_quota_rejections_total',
    help: 'Analyses refused because a free user had used the month\u2019s analyses (402)',
  });
  return {
    countAnalyses: (provider, operation) => ({
      async analyze(form, options) {
        const analysis = await provider.analyze(form, options);
        analyses.inc({ level: analysis.result.level, provider: analysis.provider.kind, operation });
        return analysis;
      },
    }),
    countQuotaRejections: (quota) => ({
      release: (...args) => quota.release(...args),
      used: (...args) => quota.used(...args),
      deleteForUser: (...args) => quota.deleteForUser(...args),
      reserve: async (...args) => {
        const reservation = await quota.reserve(...args);
        if (!reservation.reserved) quotaRejections.inc();
        return reservation;
      },
    }),
  };
}
