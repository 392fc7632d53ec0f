import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import {
  createInProcessEventBus,
  createSqliteOutboxStore,
  sqliteOutboxMigration,
  sqliteOutboxTraceMigration,
  startOutboxRelay,
  UnprocessableEventError,
} from '../../src/events';
import {
  attachSpanProcessor,
  createServiceTelemetry,
  installTracing,
  instrumentEventBus,
  mananTracer,
} from '../../src/observability';
import { openSqliteDatabase, type SqliteDatabase } from '../../src/storage';
import { counterEvent, counterIncremented, eventually, silentLogger } from '../events/support/envelopes';

const valueOf = async (telemetry: ReturnType<typeof createServiceTelemetry>, name: string, labels: object) =>
  (await telemetry.registry.getSingleMetric(name)?.get())?.values.find((sample) =>
    Object.entries(labels).every(([key, value]) => (sample.labels as Record<string, unknown>)[key] === value),
  )?.value ?? 0;

describe('event metrics and trace continuity', () => {
  const exporter = new InMemorySpanExporter();
  let detach: () => void;
  let dataDir: string;
  let database: SqliteDatabase;

  beforeAll(() => {
    installTracing({ serviceName: 'test', env: {} });
    detach = attachSpanProcessor(new SimpleSpanProcessor(exporter));
  });
  afterAll(() => detach());
  beforeEach(() => {
    exporter.reset();
    dataDir = mkdtempSync(path.join(tmpdir(), 'manan-event-metrics-'));
  });
  afterEach(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when a handler can never process a message, then it is counted as failed and dead-lettered for its queue and type', async () => {
    const telemetry = createServiceTelemetry('svc-test');
    const bus = instrumentEventBus(createInProcessEventBus({ logger: silentLogger }), telemetry);
    await bus.subscribe({
      queue: 'svc-test',
      types: [counterIncremented.type],
      handler: async () => {
        throw new UnprocessableEventError('never');
      },
    });
    await bus.publish(counterEvent());
    const labels = { queue: 'svc-test', type: counterIncremented.type };
    expect(await valueOf(telemetry, 'manan_events_dead_lettered_total', labels)).toBe(1);
    expect(await valueOf(telemetry, 'manan_events_consumed_total', { ...labels, outcome: 'failed' })).toBe(1);
    expect(await valueOf(telemetry, 'manan_events_consumed_total', { ...labels, outcome: 'ok' })).toBe(0);
    await bus.close();
  });

  it.each([
    {
      schema: 'with the trace column',
      migrations: [sqliteOutboxMigration, sqliteOutboxTraceMigration],
      joins: true,
    },
    { schema: 'of an older database, without it', migrations: [sqliteOutboxMigration], joins: false },
  ])(
    'when an event is written in a trace to an outbox $schema, then it is published (joining that trace: $joins)',
    async ({ migrations, joins }) => {
      database = openSqliteDatabase({ dataDir, fileName: 'test.sqlite', migrations });
      const telemetry = createServiceTelemetry('svc-test');
      const bus = instrumentEventBus(createInProcessEventBus({ logger: silentLogger }), telemetry);
      const consumedIn: string[] = [];
      await bus.subscribe({
        queue: 'svc-test',
        types: [counterIncremented.type],
        handler: async () => void consumedIn.push(trace.getActiveSpan()?.spanContext().traceId ?? 'none'),
      });
      const outbox = createSqliteOutboxStore(database);
      const writtenIn = await mananTracer().startActiveSpan('request', async (span) => {
        await database.transactionRunner.run((tx) => outbox.add(counterEvent(), tx));
        span.end();
        return span.spanContext().traceId;
      });
      const relay = startOutboxRelay({
        outbox,
        bus,
        logger: silentLogger,
        intervalMs: 10,
        metrics: telemetry.events,
      });
      await eventually(() => consumedIn.length === 1, 'svc-test handled the event');
      await relay.stop();
      await bus.close();
      expect(consumedIn[0] === writtenIn).toBe(joins);
      expect(
        await valueOf(telemetry, 'manan_events_published_total', { type: counterIncremented.type }),
      ).toBe(1);
      expect((await outbox.backlog!()).pending).toBe(0);
    },
  );
});
