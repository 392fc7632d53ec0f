import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { EventBus, MessageTraceHeaders, SubscribeOptions } from '../events/event-bus.port';
import type { OutboxMessage } from '../events/outbox/outbox-store.port';
import type { ServiceTelemetry } from './service-telemetry';
import { contextFromHeaders, traceHeadersOf } from './trace-context';
import { componentAttribute, mananTracer } from './tracing';

export interface PublishSpan {
  /** The headers to send with the message: this span, so consumers continue the trace. */
  headers: MessageTraceHeaders;
  succeeded(): void;
  failed(error: unknown): void;
}

/**
 * The relay's publish of one outbox row, as a producer span in the trace the row was written in, with its
 * metrics: published or failed by type, and the lag from the event's occurredAt to now.
 */
export function startPublishSpan(row: OutboxMessage, metrics?: ServiceTelemetry['events']): PublishSpan {
  const { type, occurredAt } = row.envelope;
  const parent = row.traceHeaders ? contextFromHeaders(row.traceHeaders) : ROOT_CONTEXT;
  const span = mananTracer().startSpan(
    `outbox publish ${type}`,
    { kind: SpanKind.PRODUCER, attributes: { 'messaging.destination.name': type } },
    parent,
  );
  return {
    headers: traceHeadersOf(trace.setSpan(parent, span)),
    succeeded() {
      metrics?.published.inc({ type });
      const lagSeconds = (Date.now() - Date.parse(occurredAt)) / 1000;
      if (Number.isFinite(lagSeconds)) metrics?.relayLag.observe({ type }, Math.max(0, lagSeconds));
      span.end();
    },
    failed(error) {
      metrics?.publishFailures.inc({ type });
      endWithError(span, error);
    },
  };
}

/**
 * The service's view of the bus: each of its handlers runs in a consumer span (a child of the publisher's,
 * whose headers the bus adapter turned into the active context) and is counted by outcome; dead letters
 * are counted too.
 */
export function instrumentEventBus(bus: EventBus, telemetry: ServiceTelemetry): EventBus {
  const tracer = mananTracer();
  const { consumed, deadLettered } = telemetry.events;
  return {
    ...bus,
    publish: bus.publish.bind(bus),
    subscribe(subscription: SubscribeOptions) {
      const { queue, handler } = subscription;
      return bus.subscribe({
        ...subscription,
        onDeadLettered: (type) => {
          deadLettered.inc({ queue, type });
          subscription.onDeadLettered?.(type);
        },
        handler: (envelope) =>
          tracer.startActiveSpan(
            `${queue} process ${envelope.type}`,
            {
              kind: SpanKind.CONSUMER,
              attributes: {
                [componentAttribute]: telemetry.service,
                'messaging.destination.name': envelope.type,
              },
            },
            context.active(),
            async (span) => {
              try {
                await handler(envelope);
                consumed.inc({ queue, type: envelope.type, outcome: 'ok' });
                span.end();
              } catch (error) {
                consumed.inc({ queue, type: envelope.type, outcome: 'failed' });
                endWithError(span, error);
                throw error;
              }
            },
          ),
      });
    },
  };
}

function endWithError(span: Span, error: unknown): void {
  if (span.isRecording()) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'Error' });
  }
  span.end();
}
