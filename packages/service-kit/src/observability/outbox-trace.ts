import { SpanKind } from '@opentelemetry/api';
import type { EventEnvelope } from '@manan/contracts';
import type { MessageTraceHeaders } from '../events/event-bus.port';
import { traceHeadersOf } from './trace-context';
import { mananTracer, spansRecorded } from './tracing';

/**
 * Runs an outbox write in an `outbox add` span and gives the headers of that span, stored with the row so
 * the relay's publish (later, in another tick) continues the same trace. Empty when no trace is active.
 */
export async function withOutboxAddSpan(
  envelope: EventEnvelope,
  write: (traceHeaders: MessageTraceHeaders) => Promise<void> | void,
): Promise<void> {
  // Not recording: the row carries the request's own trace, so the consumer still shares its trace id.
  if (!spansRecorded()) return void (await write(traceHeadersOf()));
  const tracer = mananTracer();
  await tracer.startActiveSpan(
    `outbox add ${envelope.type}`,
    { kind: SpanKind.INTERNAL, attributes: { 'messaging.destination.name': envelope.type } },
    async (span) => {
      try {
        await write(traceHeadersOf());
      } finally {
        span.end();
      }
    },
  );
}

/** Stored trace headers as text (a column), and back; null and malformed read as none. */
export const serializeTraceHeaders = (headers: MessageTraceHeaders): string | null =>
  headers.traceparent ? JSON.stringify(headers) : null;

export function parseTraceHeaders(stored: string | null | undefined): MessageTraceHeaders | undefined {
  if (!stored) return undefined;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object') return undefined;
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return undefined;
  }
}
