import { context, ROOT_CONTEXT, trace, type Context } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

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

/** The W3C headers of `from` (the active context unless given); empty when there is no span. */
export function traceHeadersOf(from: Context = context.active()): TraceHeaders {
  const headers: TraceHeaders = {};
  propagator.inject(from, headers, setter);
  return headers;
}

/** The context a `traceparent` (in HTTP or message headers) continues; the root context when absent or malformed. */
export function contextFromHeaders(headers: Readonly<Record<string, unknown>> | undefined): Context {
  return headers ? propagator.extract(ROOT_CONTEXT, headers, getter) : ROOT_CONTEXT;
}

/** `trace_id` and `span_id` of the active span, for log lines; empty when there is none. */
export function traceIdsForLogs(from: Context = context.active()): { trace_id?: string; span_id?: string } {
  const spanContext = trace.getSpanContext(from);
  if (!spanContext || !trace.isSpanContextValid(spanContext)) return {};
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}
