import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { NextFunction, Request, Response } from 'express';
import { statusClassOf, type ServiceTelemetry } from './service-telemetry';
import { contextFromHeaders, traceHeadersOf } from './trace-context';
import { componentAttribute, mananTracer } from './tracing';

export interface HttpTelemetryOptions {
  telemetry: ServiceTelemetry;
  /**
   * The route template a request is counted under. Defaults to express' matched route path
   * (`/api/cases/:id`), `unmatched` when none matched; never the raw URL, which carries ids.
   */
  routeOf?: (req: Request) => string;
  /**
   * The public edge (the gateway): a client's own `traceparent` is not continued, every request starts a
   * trace, and the request's headers are rewritten so the proxy hands this span on to the service.
   */
  publicEdge?: boolean;
}

const expressRouteOf = (req: Request): string => {
  const path: unknown = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : 'unmatched';
};

/** A server span per request (continuing the caller's trace) and the request count and duration metrics. */
export function httpTelemetry({
  telemetry,
  routeOf = expressRouteOf,
  publicEdge = false,
}: HttpTelemetryOptions) {
  const tracer = mananTracer();
  return (req: Request, res: Response, next: NextFunction): void => {
    const startedAt = process.hrtime.bigint();
    const parent = publicEdge ? ROOT_CONTEXT : contextFromHeaders(req.headers);
    const span = tracer.startSpan(
      `${req.method} ${telemetry.service}`,
      {
        kind: SpanKind.SERVER,
        attributes: { [componentAttribute]: telemetry.service, 'http.request.method': req.method },
      },
      parent,
    );
    const active = trace.setSpan(parent, span);
    if (publicEdge) {
      delete req.headers.tracestate;
      Object.assign(req.headers, traceHeadersOf(active));
    }
    res.once('close', () => {
      const route = routeOf(req);
      const labels = {
        method: req.method,
        route,
        status_class: res.writableFinished ? statusClassOf(res.statusCode) : 'aborted',
      };
      telemetry.http.requests.inc(labels);
      telemetry.http.duration.observe(labels, Number(process.hrtime.bigint() - startedAt) / 1e9);
      if (span.isRecording()) {
        span.updateName(`${req.method} ${route}`);
        span.setAttributes({ 'http.route': route, 'http.response.status_code': res.statusCode });
        if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    });
    context.with(active, next);
  };
}
