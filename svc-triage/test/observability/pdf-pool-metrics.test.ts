import { createServiceTelemetry } from '@manan/service-kit';
import { createWorkerPdfTextReader } from '../../src/adapters/pdf/worker-pdf-text-reader';
import { createPdfPoolMetrics } from '../../src/observability/pdf-pool-metrics';
import { makePdf } from '../blood-report/support/report-pdfs';

/** `name{...} value` lines of the registry, as Prometheus would read them. */
async function scrape(telemetry: ReturnType<typeof createServiceTelemetry>): Promise<Map<string, number>> {
  const text = await telemetry.registry.metrics();
  return new Map(
    text
      .split('\n')
      .filter((line) => line.startsWith('manan_blood_report'))
      .map((line) => {
        const [series, value] = [line.slice(0, line.lastIndexOf(' ')), line.slice(line.lastIndexOf(' ') + 1)];
        return [series.replace(/\{.*\}/, ''), Number(value)] as const;
      }),
  );
}

describe('blood-report pool metrics', () => {
  it('when reports are read and one is refused as busy, then the parse durations, the saturation and the refusal show', async () => {
    const telemetry = createServiceTelemetry('svc-triage');
    const metrics = createPdfPoolMetrics(telemetry);
    const reader = createWorkerPdfTextReader({
      concurrency: 1,
      maxWaiting: 1,
      onParsed: metrics.observeParse,
    });
    metrics.watch(reader);
    const pdf = await makePdf((doc) => doc.text('Sodium 140 mmol/L'));
    try {
      await reader.read(pdf);
      const idle = await scrape(telemetry);
      expect(idle.get('manan_blood_report_parse_duration_seconds_count')).toBe(1);
      expect(idle.get('manan_blood_report_pool_busy_workers')).toBe(0);
      expect(idle.get('manan_blood_report_pool_refused_total')).toBe(0);

      // One reading, one waiting, the third refused.
      const reads = [reader.read(pdf), reader.read(pdf), reader.read(pdf)].map((read) =>
        read.catch(() => 'refused'),
      );
      const busy = await scrape(telemetry);
      expect(busy.get('manan_blood_report_pool_busy_workers')).toBe(1);
      expect(busy.get('manan_blood_report_pool_queued')).toBe(1);
      expect(await Promise.all(reads)).toContain('refused');
      const after = await scrape(telemetry);
      expect(after.get('manan_blood_report_pool_refused_total')).toBe(1);
      expect(after.get('manan_blood_report_parse_duration_seconds_count')).toBe(3);
    } finally {
      await reader.close();
    }
  }, 30_000);
});
