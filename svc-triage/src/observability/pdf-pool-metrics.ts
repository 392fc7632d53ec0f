import { Counter, Gauge, Histogram, type ServiceTelemetry } from '@manan/service-kit';

/** What the blood-report reader tells about its worker pool (the reader's `stats()`). */
export interface PdfPoolStats {
  busy: number;
  queued: number;
  refusedTotal: number;
  size?: number;
}

export interface PdfPoolMetrics {
  /** The reader's `onParsed` hook: one parse's duration. */
  observeParse(durationMs: number): void;
  /** Reads the pool's gauges from `stats` at each scrape. */
  watch(reader: { stats(): PdfPoolStats }): void;
}

/** The blood-report pool's saturation (busy, queued, refused) and its parse durations. */
export function createPdfPoolMetrics(telemetry: ServiceTelemetry): PdfPoolMetrics {
  const registers = [telemetry.registry];
  const parseDuration = new Histogram({
    name: 'manan_blood_report_parse_duration_seconds',
    help: 'Time to read one blood-report PDF in the worker pool',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20],
    registers,
  });
  let reader: { stats(): PdfPoolStats } | undefined;
  const gauge = (options: {
    name: string;
    help: string;
    read: (stats: PdfPoolStats) => number | undefined;
  }) =>
    new Gauge({
      name: options.name,
      help: options.help,
      registers,
      collect() {
        const value = reader ? options.read(reader.stats()) : undefined;
        if (value !== undefined) this.set(value);
      },
    });
  gauge({
    name: 'manan_blood_report_pool_busy_workers',
    help: 'Blood reports being read now',
    read: (stats) => stats.busy,
  });
  gauge({
    name: 'manan_blood_report_pool_queued',
    help: 'Blood reports waiting for a worker',
    read: (stats) => stats.queued,
  });
  gauge({
    name: 'manan_blood_report_pool_size',
    help: 'Warm workers in the pool (idle or busy)',
    read: (stats) => stats.size,
  });
  // The pool keeps this count itself; each scrape copies it into a counter.
  new Counter({
    name: 'manan_blood_report_pool_refused_total',
    help: 'Blood reports refused (429) because the pool and its queue were full',
    registers,
    collect() {
      if (!reader) return;
      this.reset();
      this.inc(reader.stats().refusedTotal);
    },
  });
  return {
    observeParse: (durationMs) => parseDuration.observe(durationMs / 1000),
    watch: (watched) => {
      reader = watched;
    },
  };
}
