import type { EventEnvelope } from '@manan/contracts';

/** W3C trace headers (`traceparent`, `tracestate`) carried beside a message, never inside its envelope. */
export type MessageTraceHeaders = Readonly<Record<string, string>>;

/** Handles one delivery. Resolving acknowledges it; throwing retries it, then dead-letters it. */
export type EventHandler = (envelope: EventEnvelope) => Promise<void>;

export interface SubscribeOptions {
  /** One durable queue per consuming service, e.g. `svc-billing`. */
  queue: string;
  /** Routing keys (event types) bound to the queue; topic patterns (`*`, `#`) are allowed. */
  types: readonly string[];
  handler: EventHandler;
  /** Deliveries before a failing message goes to the dead-letter queue; 5 unless set. */
  maxAttempts?: number;
  /** Told (for metrics) each time a message of this queue is dead-lettered. */
  onDeadLettered?: (type: string) => void;
}

/** At-least-once delivery of event envelopes: handlers must be idempotent (see createIdempotentHandler). */
export interface EventBus {
  /**
   * Resolves once the message is safely accepted (broker confirm, or delivered in process). `traceHeaders`
   * travel as message headers; the consumer's handler runs in the trace they name.
   */
  publish(envelope: EventEnvelope, traceHeaders?: MessageTraceHeaders): Promise<void>;
  /**
   * Publishes several in this order without waiting for each confirm before sending the next; one result
   * per envelope. Optional: a bus without it is published to one message at a time. (RabbitMQ confirms a
   * persistent message once it is on disk, so a backlog published one by one waits for every disk write.)
   */
  publishBatch?(
    envelopes: readonly EventEnvelope[],
    traceHeaders?: readonly (MessageTraceHeaders | undefined)[],
  ): Promise<PromiseSettledResult<void>[]>;
  subscribe(options: SubscribeOptions): Promise<void>;
  /**
   * Calls `listener` each time the bus has (re)connected to its broker; optional (an in-process bus never
   * disconnects). The outbox relay uses it to publish what waited at once, not after its back-off.
   */
  onReconnected?(listener: () => void): void;
  /** Throws when the bus cannot deliver right now; for readiness checks. */
  check(): Promise<void>;
  close(): Promise<void>;
}

export const defaultMaxAttempts = 5;

/**
 * Thrown by a handler for a message that can never succeed (malformed, unknown type): the bus
 * dead-letters it at once instead of retrying.
 */
export class UnprocessableEventError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnprocessableEventError';
  }
}
