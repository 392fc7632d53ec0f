import type { EventEnvelope } from '@manan/contracts';

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
}

/** At-least-once delivery of event envelopes: handlers must be idempotent (see createIdempotentHandler). */
export interface EventBus {
  /** Resolves once the message is safely accepted (broker confirm, or delivered in process). */
  publish(envelope: EventEnvelope): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<void>;
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
