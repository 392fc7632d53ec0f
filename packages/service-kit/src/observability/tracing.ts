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
 * The span processors attached at run time: the OTLP exporter's when OTEL_EXPORTER_OTLP_ENDPOINT is set,
 * a test's in-memory exporter. Spans are recorded only while one is attached; otherwise each span is a
 * non-recording one that still carries fresh trace and span ids (for logs and the traceparent header),
 * which is what keeps tracing nearly free in the embedded default.
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
 * publish, consume) are not even started: only the request spans, whose ids the logs and headers carry.
 */
export const spansRecorded = (): boolean => pipeline.processors.length > 0;

const recordWhileExporting: Sampler = {
  shouldSample: () => ({
    decision: spansRecorded() ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.NOT_RECORD,
  }),
  toString: () => 'RecordWhileExporting',
};

let installed = false;

export interface TracingOptions {
  /** The process's name in exported traces: the service, or `manan` for the embedded process. */
  serviceName: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * Installs the process-wide tracer provider and the AsyncLocalStorage context manager, once (later
 * calls change nothing). Exports over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set.
 */
export function installTracing({ serviceName, env = process.env }: TracingOptions): void {
  if (installed) return;
  installed = true;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME ?? serviceName }),
    sampler: recordWhileExporting,
    spanProcessors: [pipeline],
  });
  trace.setGlobalTracerProvider(provider);
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
    // It reads the endpoint, headers and timeout from the standard OTEL_EXPORTER_OTLP_* variables itself.
    pipeline.processors.push(new BatchSpanProcessor(new OTLPTraceExporter()));
  }
}

/** Adds a processor (e.g. a test's SimpleSpanProcessor around an InMemorySpanExporter); returns its removal. */
export function attachSpanProcessor(processor: SpanProcessor): () => void {
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

/** MANAN's tracer; a no-op until installTracing ran. */
export function mananTracer(): Tracer {
  return trace.getTracer('manan');
}

/** The attribute naming which part of MANAN made a span (several share one process in embedded mode). */
export const componentAttribute = 'manan.component';
