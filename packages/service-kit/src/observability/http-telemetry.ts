import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type http from 'node:http';
import type { Request } from 'express';
import type { EdgeHandler, EdgeRequest } from '../http/plain-routes';
import { statusClassOf, type ServiceTelemetry } from './service-telemetry';
import { carryTrace, traceFromHeaders } from './trace-carrier';
import { contextFromHeaders, traceHeadersOf } from './trace-context';
import { componentAttribute, mananTracer, tracingMode } from './tracing';

export interface HttpTelemetryOptions {
  telemetry: ServiceTelemetry;
  /**
   * The route template a request is counted under. Defaults to express' matched route path
   * (`/api/cases/:id`), `unmatched` when none matched; never the raw URL, which carries ids.
   */
  routeOf?: (req: EdgeRequest) => string;
  /**
   * The public edge (the gateway): a client's own `traceparent` is not continued; while spans are recorded
   * every request starts a trace, and the request's headers are rewritten so the proxy hands it on.
   */
  publicEdge?: boolean;
}

const expressRouteOf = (req: EdgeRequest): string => {
  const { route, baseUrl } = req as Partial<Request>;
  const path: unknown = (route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${baseUrl ?? ''}${path}` : 'unmatched';
};

/**
 * The request count and duration metrics, and the request's place in a trace: a server span continuing the
 * caller's trace while spans are recorded; otherwise only the caller's `traceparent` carried on unchanged
 * (no span, no OpenTelemetry context), which is what keeps the embedded default's tracing nearly free.
 */
export function httpTelemetry({
  telemetry,
  routeOf = expressRouteOf,
  publicEdge = false,
}: HttpTelemetryOptions): EdgeHandler {
  const tracer = mananTracer();
  const countWhenClosed = (
    req: EdgeRequest,
    res: http.ServerResponse,
    then?: (route: string) => void,
  ): void => {
    const startedAt = process.hrtime.bigint();
    res.once('close', () => {
      const route = routeOf(req);
      const labels = {
        method: req.method,
        route,
        status_class: res.writableFinished ? statusClassOf(res.statusCode) : 'aborted',
      };
      telemetry.http.requests.inc(labels);
      telemetry.http.duration.observe(labels, Number(process.hrtime.bigint() - startedAt) / 1e9);
      then?.(route);
    });
  };

  const inSpan: EdgeHandler = (req, res, next) => {
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
    countWhenClosed(req, res, (route) => {
      if (span.isRecording()) {
        span.updateName(`${req.method} ${route}`);
        span.setAttributes({ 'http.route': route, 'http.response.status_code': res.statusCode });
        if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    });
    context.with(active, next);
  };

  const carried: EdgeHandler = (req, res, next) => {
    countWhenClosed(req, res);
    if (publicEdge) {
      // Nothing here records, so the edge starts no trace: a client's headers stop, the request id
      // (x-request-id, in every log line) is what ties the services' lines together.
      delete req.headers.traceparent;
      delete req.headers.tracestate;
      return next();
    }
    const arrived = traceFromHeaders(req.headers);
    // A trace begun upstream (by a process that records) is carried on unchanged; none is started here.
    if (!arrived.traceparent) return next();
    carryTrace(arrived, next);
  };

  return (req, res, next) => {
    switch (tracingMode()) {
      case 'recorded':
        return inSpan(req, res, next);
      case 'carried':
        return carried(req, res, next);
      default:
        // Not tracing: a client's trace headers still stop at the public edge.
        if (publicEdge) {
          delete req.headers.traceparent;
          delete req.headers.tracestate;
        }
        countWhenClosed(req, res);
        return next();
    }
  };
}
