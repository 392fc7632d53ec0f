import { context, trace, type Context, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  SamplingDecision,
  type ReadableSpan,
  type Sampler,
  type Span,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';

/**
 * How this process traces:
 * - `off`: not at all (installTracing not called, or OTEL_SDK_DISABLED=true);
 * - `carried` (the default, nothing exports): no spans, no OpenTelemetry context manager and no trace
 *   started here; a `traceparent` that arrives (from a process that records) is carried on unchanged to
 *   this request's calls, outbox rows, events and log lines (see trace-carrier.ts), so a downstream process
 *   that exports still joins it. Starting a trace per request only to carry it cost ~7% CPU per analysis;
 * - `recorded`: OpenTelemetry's tracer provider and context manager are installed, because an exporter is
 *   (OTEL_EXPORTER_OTLP_ENDPOINT) or was attached (a test's in-memory exporter).
 */
export type TracingMode = 'off' | 'carried' | 'recorded';

let mode: TracingMode = 'off';

export const tracingMode = (): TracingMode => mode;

/**
 * The span processors attached at run time: the OTLP exporter's when OTEL_EXPORTER_OTLP_ENDPOINT is set,
 * a test's in-memory exporter. Spans are recorded only while one is attached.
 */
class SpanPipeline implements SpanProcessor {
  readonly processors: SpanProcessor[] = [];

  onStart(span: Span, parentContext: Context): void {
    for (const processor of this.processors) processor.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    for (const processor of this.processors) processor.onEnd(span);
  }

  async forceFlush(): Promise<void> {
    await Promise.all(this.processors.map((processor) => processor.forceFlush()));
  }

  async shutdown(): Promise<void> {
    await Promise.all(this.processors.map((processor) => processor.shutdown()));
  }
}

const pipeline = new SpanPipeline();

/**
 * Whether spans are recorded (an exporter is attached). When not, the internal spans (transactions, outbox,
 * publish, consume) are not even started.
 */
export const spansRecorded = (): boolean => mode === 'recorded' && pipeline.processors.length > 0;

const recordWhileExporting: Sampler = {
  shouldSample: () => ({
    decision: spansRecorded() ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.NOT_RECORD,
  }),
  toString: () => 'RecordWhileExporting',
};

/** Installs OpenTelemetry's context manager and tracer provider, once: from here on spans are made. */
function startRecording(serviceName: string): void {
  if (mode === 'recorded') return;
  mode = 'recorded';
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({
      resource: resourceFromAttributes({ 'service.name': serviceName }),
      sampler: recordWhileExporting,
      spanProcessors: [pipeline],
    }),
  );
}

let installed = false;

export interface TracingOptions {
  /** The process's name in exported traces: the service, or `manan` for the embedded process. */
  serviceName: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * Sets the process's tracing up, once (later calls change nothing): records and exports over OTLP/HTTP
 * when OTEL_EXPORTER_OTLP_ENDPOINT (or the traces one) is set, only carries `traceparent` otherwise, and
 * does nothing when OTEL_SDK_DISABLED=true.
 */
export function installTracing({ serviceName, env = process.env }: TracingOptions): void {
  if (installed) return;
  installed = true;
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return;
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
    startRecording(env.OTEL_SERVICE_NAME ?? serviceName);
    // It reads the endpoint, headers and timeout from the standard OTEL_EXPORTER_OTLP_* variables itself.
    pipeline.processors.push(new BatchSpanProcessor(new OTLPTraceExporter()));
  } else if (mode === 'off') {
    mode = 'carried';
  }
}

/**
 * Adds a processor (e.g. a test's SimpleSpanProcessor around an InMemorySpanExporter), switching recording
 * on if it was not (before or after installTracing); returns its removal. Recording stays installed after
 * the removal, but spans are no longer recorded.
 */
export function attachSpanProcessor(processor: SpanProcessor): () => void {
  startRecording(process.env.OTEL_SERVICE_NAME ?? 'manan');
  pipeline.processors.push(processor);
  return () => {
    const index = pipeline.processors.indexOf(processor);
    if (index !== -1) pipeline.processors.splice(index, 1);
  };
}

/** Sends what the exporters hold; part of a graceful shutdown. */
export function flushTraces(): Promise<void> {
  return pipeline.forceFlush();
}

/** MANAN's tracer; a no-op until recording starts. */
export function mananTracer(): Tracer {
  return trace.getTracer('manan');
}

/** The attribute naming which part of MANAN made a span (several share one process in embedded mode). */
export const componentAttribute = 'manan.component';
