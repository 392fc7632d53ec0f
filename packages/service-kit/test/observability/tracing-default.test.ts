import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { context, createContextKey, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import {
  createInProcessEventBus,
  createSqliteOutboxStore,
  sqliteOutboxMigration,
  sqliteOutboxTraceMigration,
  startOutboxRelay,
} from '../../src/events';
import {
  installTracing,
  instrumentEventBus,
  mananTracer,
  traceHeadersOf,
  tracingMode,
} from '../../src/observability';
import { openSqliteDatabase, type SqliteDatabase } from '../../src/storage';
import { counterEvent, counterIncremented, eventually, silentLogger } from '../events/support/envelopes';
import { answerTraceHeaders, listen, tracedApp } from './support/two-hops';

// What tracing is when nothing exports (no OTEL_EXPORTER_OTLP_ENDPOINT, no exporter attached): the default
// of every deployment and of `npm start`. It must cost next to nothing, so no OpenTelemetry context manager,
// no spans and no trace started here; a trace begun by a process that records still reaches this one's
// logs, calls and events.
const callerTrace = '0af7651916cd43dd8448eb211c80319c';
const callerParent = 'b7ad6b7169203331';
const traceparent = `00-${callerTrace}-${callerParent}-01`;
const tracestate = 'vendor=opaque';

describe('tracing when nothing exports', () => {
  beforeAll(() => installTracing({ serviceName: 'test', env: {} }));

  it('then neither a context manager nor a tracer provider is installed: no span is ever made', () => {
    expect(tracingMode()).toBe('carried');
    const probe = createContextKey('probe');
    // Without a context manager, `context.with` runs its function in the root context.
    expect(context.with(ROOT_CONTEXT.setValue(probe, 1), () => context.active().getValue(probe))).toBe(
      undefined,
    );
    const span = mananTracer().startSpan('probe');
    expect(span.isRecording()).toBe(false);
    expect(trace.isSpanContextValid(span.spanContext())).toBe(false);
  });

  it('when a request arrives with a traceparent, then its calls and its log line carry that trace unchanged, and it is counted', async () => {
    const { app, telemetry, logLines } = tracedApp('svc-test', (router) =>
      router.get('/probe', answerTraceHeaders),
    );
    const server = await listen(app);
    try {
      const answer = await fetch(`${server.url}/probe`, { headers: { traceparent, tracestate } });
      expect(await answer.json()).toEqual({ traceparent, tracestate });
      const completed = logLines.find((line) => line.msg === 'request completed');
      expect(completed).toMatchObject({ trace_id: callerTrace });
      const counted = await telemetry.registry.getSingleMetric('manan_http_requests_total')?.get();
      expect(counted?.values).toContainEqual(
        expect.objectContaining({ value: 1, labels: expect.objectContaining({ route: '/probe' }) }),
      );
    } finally {
      await server.close();
    }
  });

  it('when a request arrives with a malformed traceparent or none, then no trace is started: none is carried and its log line names none', async () => {
    const { app, logLines } = tracedApp('svc-test', (router) => router.get('/probe', answerTraceHeaders));
    const server = await listen(app);
    try {
      const malformed: Record<string, string> = { traceparent: `00-${'0'.repeat(32)}-${callerParent}-01` };
      for (const headers of [malformed, {}]) {
        expect(await (await fetch(`${server.url}/probe`, { headers })).json()).toEqual({});
      }
      const completed = logLines.filter((line) => line.msg === 'request completed');
      expect(completed).toHaveLength(2);
      for (const line of completed) {
        expect(line).not.toHaveProperty('trace_id');
        expect(line).toHaveProperty('requestId');
      }
    } finally {
      await server.close();
    }
  });

  it('when a client sends its own traceparent to the public edge, then the edge passes no trace on and the service carries none', async () => {
    const service = tracedApp('svc-test', (router) => router.get('/probe', answerTraceHeaders));
    const serviceServer = await listen(service.app);
    const edge = tracedApp(
      'svc-edge',
      (router) =>
        // As the gateway's proxy does: the (rewritten) request headers go on to the service.
        router.get('/probe', (req, res, next) => {
          const forwarded: Record<string, string> = {};
          for (const name of ['traceparent', 'tracestate'])
            if (typeof req.headers[name] === 'string') forwarded[name] = req.headers[name];
          fetch(`${serviceServer.url}/probe`, { headers: forwarded })
            .then(async (answer) => res.json({ forwarded, serviceCarried: await answer.json() }))
            .catch(next);
        }),
      { publicEdge: true },
    );
    const edgeServer = await listen(edge.app);
    try {
      const answer = (await (
        await fetch(`${edgeServer.url}/probe`, { headers: { traceparent, tracestate } })
      ).json()) as { forwarded: Record<string, string>; serviceCarried: Record<string, string> };
      expect(answer.forwarded).toEqual({});
      expect(answer.serviceCarried).toEqual({});
      expect(edge.logLines.find((line) => line.msg === 'request completed')).not.toHaveProperty('trace_id');
    } finally {
      await edgeServer.close();
      await serviceServer.close();
    }
  });

  describe('events', () => {
    let dataDir: string;
    let database: SqliteDatabase;
    beforeEach(() => (dataDir = mkdtempSync(path.join(tmpdir(), 'manan-tracing-default-'))));
    afterEach(async () => {
      await database?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('when a request writes an event to the outbox, then the row and the consumer carry the request’s traceparent unchanged', async () => {
      database = openSqliteDatabase({
        dataDir,
        fileName: 'test.sqlite',
        migrations: [sqliteOutboxMigration, sqliteOutboxTraceMigration],
      });
      const outbox = createSqliteOutboxStore(database);
      const { app, telemetry } = tracedApp('svc-test', (router) =>
        router.post('/events', (_req, res, next) => {
          database.transactionRunner
            .run((tx) => outbox.add(counterEvent(), tx))
            .then(() => res.status(202).end(), next);
        }),
      );
      const bus = instrumentEventBus(createInProcessEventBus({ logger: silentLogger }), telemetry);
      const consumedIn: Array<Record<string, string>> = [];
      await bus.subscribe({
        queue: 'svc-test',
        types: [counterIncremented.type],
        handler: async () => void consumedIn.push(traceHeadersOf()),
      });
      const relay = startOutboxRelay({ outbox, bus, logger: silentLogger, intervalMs: 10 });
      const server = await listen(app);
      try {
        expect(
          (await fetch(`${server.url}/events`, { method: 'POST', headers: { traceparent } })).status,
        ).toBe(202);
        await eventually(() => consumedIn.length === 1, 'svc-test handled the event');
        expect(consumedIn[0]).toEqual({ traceparent });
      } finally {
        await server.close();
        await relay.stop();
        await bus.close();
      }
    });
  });
});
