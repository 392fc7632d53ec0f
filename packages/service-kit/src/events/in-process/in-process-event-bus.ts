import { AsyncLocalStorage } from 'node:async_hooks';
import { eventEnvelopeSchema } from '@manan/contracts';
import type { EventEnvelope } from '@manan/contracts';
import type { Logger } from 'pino';
import { withTraceOf } from '../../observability/trace-context';
import { describeError } from '../describe-error';
import { defaultMaxAttempts, UnprocessableEventError } from '../event-bus.port';
import type { EventBus, EventHandler, MessageTraceHeaders, SubscribeOptions } from '../event-bus.port';
import { retryDelayMs, sleep } from '../retry-delay';
import { matchesTopicPattern } from '../topic-pattern';

export interface InProcessEventBusOptions {
  logger: Logger;
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
}

export interface DeadLetter {
  queue: string;
  envelope: EventEnvelope;
  attempts: number;
  error: string;
}

export interface InProcessEventBus extends EventBus {
  /** Messages that kept failing (or could never be processed), oldest first. */
  deadLetters(): readonly DeadLetter[];
}

interface BoundQueue {
  name: string;
  types: readonly string[];
  handler: EventHandler;
  maxAttempts: number;
  onDeadLettered: SubscribeOptions['onDeadLettered'];
}

/** A message as it travels: the serialized envelope and its headers, as on the wire. */
interface Message {
  type: string;
  body: string;
  headers: MessageTraceHeaders;
}

/**
 * The embedded bus, with the broker's at-least-once semantics: every bound queue gets its own copy
 * (serialized, as on the wire), a failing handler is retried with backoff up to maxAttempts, then
 * the message is dead-lettered (kept in `deadLetters()`, logged without its payload).
 * Two deliberate differences from AMQP:
 * - a message whose routing key has no bound queue yet is held in memory and delivered when a queue
 *   binds to it, because embedded services start one after another (AMQP would drop it);
 * - `publish` resolves only once every bound queue has handled or dead-lettered its copy, so the
 *   outbox marks a row sent only after delivery and a crash before that means redelivery, not loss.
 *   (A held message is the exception: it lives only in memory until a queue binds.)
 */
export function createInProcessEventBus(options: InProcessEventBusOptions): InProcessEventBus {
  const { logger } = options;
  const queues = new Map<string, BoundQueue>();
  const heldMessages: Message[] = [];
  const deadLetters: DeadLetter[] = [];
  const deliveriesInFlight = new Set<Promise<void>>();
  let closed = false;
  // Handlers run in the bus's own context, as they would behind a broker: never inside a
  // transaction that happens to be open where `publish` was called.
  const inBusContext = AsyncLocalStorage.snapshot();

  function assertOpen(): void {
    if (closed) throw new Error('The in-process event bus is closed');
  }

  function track(delivery: Promise<void>): Promise<void> {
    deliveriesInFlight.add(delivery);
    return delivery.finally(() => deliveriesInFlight.delete(delivery));
  }

  /** Each delivery runs in the trace named by the message's headers, as a broker consumer's would. */
  function deliver(queue: BoundQueue, message: Message): Promise<void> {
    return withTraceOf(message.headers, () => deliverWithRetries(queue, message.body));
  }

  async function deliverWithRetries(queue: BoundQueue, body: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const envelope = JSON.parse(body) as EventEnvelope;
      const logContext = { queue: queue.name, type: envelope.type, messageId: envelope.messageId, attempt };
      try {
        await queue.handler(envelope);
        return;
      } catch (error) {
        if (error instanceof UnprocessableEventError || attempt >= queue.maxAttempts) {
          deadLetters.push({ queue: queue.name, envelope, attempts: attempt, error: describeError(error) });
          queue.onDeadLettered?.(envelope.type);
          logger.error({ ...logContext, error: describeError(error) }, 'event dead-lettered');
          return;
        }
        logger.warn({ ...logContext, error: describeError(error) }, 'event handler failed; retrying');
        await sleep(retryDelayMs(attempt, options.retryBaseDelayMs ?? 50, options.retryMaxDelayMs ?? 2000));
      }
    }
  }

  return {
    async publish(envelope, traceHeaders = {}) {
      assertOpen();
      const message: Message = {
        type: envelope.type,
        body: JSON.stringify(eventEnvelopeSchema.parse(envelope)),
        headers: { ...traceHeaders },
      };
      const targets = [...queues.values()].filter((queue) =>
        queue.types.some((type) => matchesTopicPattern(type, envelope.type)),
      );
      if (targets.length === 0) {
        heldMessages.push(message);
        logger.debug(
          { type: envelope.type, messageId: envelope.messageId },
          'event held until a queue binds to it',
        );
        return;
      }
      await Promise.all(targets.map((queue) => track(inBusContext(deliver, queue, message))));
    },

    async subscribe({ queue: name, types, handler, maxAttempts, onDeadLettered }) {
      assertOpen();
      if (queues.has(name)) throw new Error(`Queue ${name} already has a subscriber`);
      const queue: BoundQueue = {
        name,
        types: [...types],
        handler,
        maxAttempts: maxAttempts ?? defaultMaxAttempts,
        onDeadLettered,
      };
      queues.set(name, queue);
      const released = heldMessages.filter((held) =>
        types.some((type) => matchesTopicPattern(type, held.type)),
      );
      for (const message of released) {
        heldMessages.splice(heldMessages.indexOf(message), 1);
        void track(inBusContext(deliver, queue, message));
      }
    },

    async check() {
      assertOpen();
    },

    async close() {
      closed = true;
      await Promise.allSettled([...deliveriesInFlight]);
    },

    deadLetters: () => [...deadLetters],
  };
}
