import { context, ROOT_CONTEXT, trace, type Context } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { carriedTrace, carryTrace, traceFromHeaders } from './trace-carrier';
import { tracingMode } from './tracing';

/** Trace headers as they travel with a request or a message: `traceparent` (and `tracestate`). */
export type TraceHeaders = Record<string, string>;

const propagator = new W3CTraceContextPropagator();

const setter = {
  set: (carrier: TraceHeaders, key: string, value: string) => {
    carrier[key] = value;
  },
};

const getter = {
  keys: (carrier: Readonly<Record<string, unknown>>) => Object.keys(carrier),
  get: (carrier: Readonly<Record<string, unknown>>, key: string) => {
    const value = carrier[key];
    if (typeof value === 'string') return value;
    if (Buffer.isBuffer(value)) return value.toString('utf8');
    return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
  },
};

/**
 * The W3C headers of `from`, or of the current request or message when not given (its span while spans
 * are made, the headers it came with while they are only carried); empty when there is none.
 */
export function traceHeadersOf(from?: Context): TraceHeaders {
  if (!from && tracingMode() !== 'recorded') return { ...carriedTrace() };
  const headers: TraceHeaders = {};
  propagator.inject(from ?? context.active(), headers, setter);
  return headers;
}

/** The context a `traceparent` (in HTTP or message headers) continues; the root context when absent or malformed. */
export function contextFromHeaders(headers: Readonly<Record<string, unknown>> | undefined): Context {
  return headers ? propagator.extract(ROOT_CONTEXT, headers, getter) : ROOT_CONTEXT;
}

/**
 * Runs `work` in the trace the headers name (a consumer's delivery): as the active context while spans are
 * made, as the carried trace otherwise. Headers without a valid `traceparent` start no trace.
 */
export function withTraceOf<T>(headers: Readonly<Record<string, unknown>> | undefined, work: () => T): T {
  switch (tracingMode()) {
    case 'recorded':
      return context.with(contextFromHeaders(headers), work);
    case 'carried':
      return carryTrace(traceFromHeaders(headers), work);
    default:
      return work();
  }
}

/**
 * `trace_id` and `span_id` of the active span, for log lines; only `trace_id` while the trace is carried
 * (no span of this process exists); empty when there is none.
 */
export function traceIdsForLogs(from?: Context): { trace_id?: string; span_id?: string } {
  if (!from && tracingMode() !== 'recorded') {
    const { traceparent } = carriedTrace();
    return traceparent ? { trace_id: traceparent.slice(3, 35) } : {};
  }
  const spanContext = trace.getSpanContext(from ?? context.active());
  if (!spanContext || !trace.isSpanContextValid(spanContext)) return {};
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}
