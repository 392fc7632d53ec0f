import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { attachSpanProcessor, installTracing, tracingMode } from '../../src/observability';
import { answerTraceHeaders, listen, tracedApp } from './support/two-hops';

describe('tracing with an exporter attached', () => {
  const exporter = new InMemorySpanExporter();
  let detach: () => void;
  beforeAll(() => {
    installTracing({ serviceName: 'test', env: {} });
    detach = attachSpanProcessor(new SimpleSpanProcessor(exporter));
  });
  afterAll(() => detach());

  it('when a request arrives with a traceparent, then a server span continuing it is exported and the request’s calls name that span', async () => {
    expect(tracingMode()).toBe('recorded');
    const callerTrace = '0af7651916cd43dd8448eb211c80319c';
    const callerParent = 'b7ad6b7169203331';
    const { app, logLines } = tracedApp('svc-test', (router) => router.get('/probe', answerTraceHeaders));
    const server = await listen(app);
    let carried: { traceparent?: string };
    try {
      const answer = await fetch(`${server.url}/probe`, {
        headers: { traceparent: `00-${callerTrace}-${callerParent}-01` },
      });
      carried = (await answer.json()) as { traceparent?: string };
    } finally {
      await server.close();
    }
    const [span] = exporter.getFinishedSpans();
    expect(span?.name).toBe('GET /probe');
    expect(span?.spanContext().traceId).toBe(callerTrace);
    expect(span?.parentSpanContext?.spanId).toBe(callerParent);
    expect(carried.traceparent).toBe(`00-${callerTrace}-${span?.spanContext().spanId}-01`);
    expect(logLines.find((line) => line.msg === 'request completed')).toMatchObject({
      trace_id: callerTrace,
      span_id: span?.spanContext().spanId,
    });
  });
});
