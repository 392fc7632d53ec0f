import {
  context,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import type { EventEnvelope } from '@manan/contracts';
import type { EventBus, EventHandler, MessageTraceHeaders, SubscribeOptions } from '../events/event-bus.port';
import type { OutboxMessage } from '../events/outbox/outbox-store.port';
import type { ServiceTelemetry } from './service-telemetry';
import { contextFromHeaders, traceHeadersOf } from './trace-context';
import { componentAttribute, mananTracer, spansRecorded } from './tracing';

export interface PublishSpan {
  /** The headers to send with the message: this span, so consumers continue the trace. */
  headers: MessageTraceHeaders;
  succeeded(): void;
  failed(error: unknown): void;
}

/**
 * The relay's publish of one outbox row, as a producer span in the trace the row was written in (when spans
 * are recorded; otherwise the row's own headers travel on), with its metrics: published or failed by type,
 * and the lag from the event's occurredAt to now.
 */
export function startPublishSpan(row: OutboxMessage, metrics?: ServiceTelemetry['events']): PublishSpan {
  const { type, occurredAt } = row.envelope;
  const parent = row.traceHeaders ? contextFromHeaders(row.traceHeaders) : ROOT_CONTEXT;
  const span = spansRecorded() ? startProducerSpan(type, parent) : undefined;
  return {
    headers: span ? traceHeadersOf(trace.setSpan(parent, span)) : (row.traceHeaders ?? {}),
    succeeded() {
      metrics?.published.inc({ type });
      const lagSeconds = (Date.now() - Date.parse(occurredAt)) / 1000;
      if (Number.isFinite(lagSeconds)) metrics?.relayLag.observe({ type }, Math.max(0, lagSeconds));
      span?.end();
    },
    failed(error) {
      metrics?.publishFailures.inc({ type });
      if (span) endWithError(span, error);
    },
  };
}

const startProducerSpan = (type: string, parent: Context): Span =>
  mananTracer().startSpan(
    `outbox publish ${type}`,
    { kind: SpanKind.PRODUCER, attributes: { 'messaging.destination.name': type } },
    parent,
  );

/**
 * The service's view of the bus: each of its handlers runs in a consumer span (a child of the publisher's,
 * whose headers the bus adapter turned into the active context) and is counted by outcome; dead letters
 * are counted too.
 */
export function instrumentEventBus(bus: EventBus, telemetry: ServiceTelemetry): EventBus {
  return {
    ...bus,
    publish: bus.publish.bind(bus),
    subscribe(subscription: SubscribeOptions) {
      const { queue } = subscription;
      const counted = countedHandler(subscription.handler, queue, telemetry);
      return bus.subscribe({
        ...subscription,
        onDeadLettered: (type) => {
          telemetry.events.deadLettered.inc({ queue, type });
          subscription.onDeadLettered?.(type);
        },
        handler: (envelope) =>
          spansRecorded() ? inConsumerSpan(counted, envelope, queue, telemetry) : counted(envelope),
      });
    },
  };
}

function countedHandler(handler: EventHandler, queue: string, telemetry: ServiceTelemetry): EventHandler {
  return async (envelope) => {
    try {
      await handler(envelope);
    } catch (error) {
      telemetry.events.consumed.inc({ queue, type: envelope.type, outcome: 'failed' });
      throw error;
    }
    telemetry.events.consumed.inc({ queue, type: envelope.type, outcome: 'ok' });
  };
}

function inConsumerSpan(
  handler: EventHandler,
  envelope: EventEnvelope,
  queue: string,
  telemetry: ServiceTelemetry,
): Promise<void> {
  return mananTracer().startActiveSpan(
    `${queue} process ${envelope.type}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: { [componentAttribute]: telemetry.service, 'messaging.destination.name': envelope.type },
    },
    context.active(),
    async (span) => {
      try {
        await handler(envelope);
        span.end();
      } catch (error) {
        endWithError(span, error);
        throw error;
      }
    },
  );
}

function endWithError(span: Span, error: unknown): void {
  if (span.isRecording()) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'Error' });
  }
  span.end();
}
