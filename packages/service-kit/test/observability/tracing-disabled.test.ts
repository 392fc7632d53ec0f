import { installTracing, traceHeadersOf, tracingMode } from '../../src/observability';
import { listen, tracedApp } from './support/two-hops';

describe('tracing switched off (OTEL_SDK_DISABLED=true)', () => {
  beforeAll(() => installTracing({ serviceName: 'test', env: { OTEL_SDK_DISABLED: 'true' } }));

  it('when a client sends a traceparent to the public edge, then no trace headers go on and none are carried', async () => {
    expect(tracingMode()).toBe('off');
    const edge = tracedApp(
      'svc-edge',
      (router) =>
        router.get('/probe', (req, res) => res.json({ carried: traceHeadersOf(), headers: req.headers })),
      { publicEdge: true },
    );
    const server = await listen(edge.app);
    try {
      const answer = (await (
        await fetch(`${server.url}/probe`, {
          headers: {
            traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
            tracestate: 'a=b',
          },
        })
      ).json()) as { carried: object; headers: Record<string, unknown> };
      expect(answer.carried).toEqual({});
      expect(answer.headers.traceparent).toBeUndefined();
      expect(answer.headers.tracestate).toBeUndefined();
      const completed = edge.logLines.find((line) => line.msg === 'request completed');
      expect(completed).toBeDefined();
      expect(completed).not.toHaveProperty('trace_id');
    } finally {
      await server.close();
    }
  });
});
