export {
  installTracing,
  attachSpanProcessor,
  flushTraces,
  mananTracer,
  componentAttribute,
  tracingMode,
} from './tracing';
export type { TracingMode, TracingOptions } from './tracing';
export { traceHeadersOf, contextFromHeaders, traceIdsForLogs, withTraceOf } from './trace-context';
export type { TraceHeaders } from './trace-context';
export { createServiceTelemetry, serviceCounter, statusClassOf } from './service-telemetry';
export type { ServiceCounterOptions, ServiceTelemetry } from './service-telemetry';
export { httpTelemetry } from './http-telemetry';
export type { HttpTelemetryOptions } from './http-telemetry';
export { metricsRoute, metricsApp } from './metrics-route';
export { instrumentEventBus, startPublishSpan } from './event-telemetry';
export { registerOutboxGauges } from './outbox-gauges';
export { tracedTransactionRunner } from './traced-transaction-runner';
// The metric types, for a service's own instruments: every service uses prom-client through service-kit.
export { Counter, Gauge, Histogram } from 'prom-client';
