import { eventEnvelopeSchema, type EventEnvelope } from '@manan/contracts';
import type { Logger } from 'pino';
import { describeError } from '../describe-error';
import { defaultMaxAttempts } from '../event-bus.port';
import type { EventBus, MessageTraceHeaders, SubscribeOptions } from '../event-bus.port';
import { waitAtMost } from '../retry-delay';
import { AmqpConnectionKeeper } from './amqp-connection';
import type { AmqpConsumerState, AmqpSession } from './amqp-connection';
import { handleDelivery } from './amqp-consumer';
import { publishConfirmed } from './amqp-publish';
import { declareConsumerQueue, declareExchanges } from './amqp-topology';
import type { AmqpQueueType } from './amqp-topology';

export interface AmqpEventBusOptions {
  url: string;
  exchange: string;
  logger: Logger;
  /** Unacknowledged messages per consumer; 10 unless set. */
  prefetch?: number;
  /** `quorum` in production (replicated); `classic` unless set. */
  queueType?: AmqpQueueType;
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  reconnectInitialDelayMs?: number;
  reconnectMaxDelayMs?: number;
  publishTimeoutMs?: number;
  /** How long close() waits for handlers in flight before closing the connection. */
  closeTimeoutMs?: number;
}

/**
 * The RabbitMQ bus. Resolves once connected (and rejects, naming the address, when RabbitMQ is
 * unreachable); afterwards it reconnects by itself, declaring the topology and restarting consumers.
 * Logs carry event type and messageId only, never payloads.
 */
export async function createAmqpEventBus(options: AmqpEventBusOptions): Promise<EventBus> {
  const { exchange, logger } = options;
  const publishTimeoutMs = options.publishTimeoutMs ?? 10_000;
  const subscriptions = new Map<string, SubscribeOptions>();
  const handlersInFlight = new Set<Promise<void>>();
  const reconnectListeners: (() => void)[] = [];
  let closed = false;

  async function startConsumer(session: AmqpSession, subscription: SubscribeOptions): Promise<void> {
    const { queue } = subscription;
    if (session.consumedQueues.has(queue)) return;
    const consumer: AmqpConsumerState = {};
    session.consumedQueues.set(queue, consumer);
    try {
      const queueType = options.queueType ?? 'classic';
      await session.withTemporaryChannel((channel) =>
        declareConsumerQueue(channel, { exchange, queue, types: subscription.types, queueType }),
      );
      const channel = await session.openChannel();
      consumer.channel = channel;
      await channel.prefetch(options.prefetch ?? 10);
      const settings = {
        queue,
        handler: subscription.handler,
        maxAttempts: subscription.maxAttempts ?? defaultMaxAttempts,
        onDeadLettered: subscription.onDeadLettered,
        logger,
        retryBaseDelayMs: options.retryBaseDelayMs ?? 200,
        retryMaxDelayMs: options.retryMaxDelayMs ?? 5000,
        publishTimeoutMs,
      };
      const { consumerTag } = await channel.consume(queue, (message) => {
        // null: RabbitMQ cancelled the consumer (queue deleted); closing the channel reconnects and re-declares.
        if (!message) return void channel.close().catch(() => undefined);
        const handling = handleDelivery(session, channel, message, settings);
        handlersInFlight.add(handling);
        void handling.finally(() => handlersInFlight.delete(handling));
      });
      consumer.consumerTag = consumerTag;
    } catch (error) {
      session.consumedQueues.delete(queue);
      throw error;
    }
  }

  const keeper = new AmqpConnectionKeeper({
    url: options.url,
    logger,
    reconnectInitialDelayMs: options.reconnectInitialDelayMs ?? 250,
    // Capped at half a second: a reconnect is one cheap TCP attempt, and a longer cap would stack with the
    // outbox relay's retries into a stall of tens of seconds after the broker returns.
    reconnectMaxDelayMs: options.reconnectMaxDelayMs ?? 500,
    prepare: async (session) => {
      await session.withTemporaryChannel((channel) => declareExchanges(channel, exchange));
      session.publishChannel.on(
        'return',
        (message: { properties: { type?: unknown; messageId?: unknown } }) =>
          logger.warn(
            { type: message.properties.type, messageId: message.properties.messageId },
            'event not routed to any queue',
          ),
      );
    },
    onConnected: async (session) => {
      for (const subscription of subscriptions.values()) await startConsumer(session, subscription);
      for (const listener of reconnectListeners) listener();
    },
  });
  await keeper.start();

  // No await before publishConfirmed: each call writes its message to the channel synchronously, so a
  // batch reaches RabbitMQ in the order given.
  async function publish(envelope: EventEnvelope, traceHeaders?: MessageTraceHeaders): Promise<void> {
    if (closed) throw new Error('The RabbitMQ event bus is closed');
    const session = keeper.current;
    if (!session) throw new Error('Not connected to RabbitMQ; the message was not published');
    const valid = eventEnvelopeSchema.parse(envelope);
    await publishConfirmed(
      session.publishChannel,
      exchange,
      valid.type,
      Buffer.from(JSON.stringify(valid)),
      {
        mandatory: true,
        contentType: 'application/json',
        messageId: valid.messageId,
        type: valid.type,
        timestamp: Math.floor(Date.now() / 1000),
        ...(traceHeaders ? { headers: { ...traceHeaders } } : {}),
      },
      publishTimeoutMs,
    );
  }

  return {
    publish,
    publishBatch: (envelopes, traceHeaders) =>
      Promise.allSettled(envelopes.map((envelope, index) => publish(envelope, traceHeaders?.[index]))),
    onReconnected: (listener) => void reconnectListeners.push(listener),

    async subscribe(subscription) {
      if (closed) throw new Error('The RabbitMQ event bus is closed');
      if (subscriptions.has(subscription.queue))
        throw new Error(`Queue ${subscription.queue} already has a subscriber`);
      subscriptions.set(subscription.queue, subscription);
      const session = keeper.current;
      if (!session) return; // started on reconnect
      try {
        await startConsumer(session, subscription);
      } catch (error) {
        if (keeper.current !== session)
          return logger.warn(
            { queue: subscription.queue },
            'connection lost while subscribing; will subscribe on reconnect',
          );
        subscriptions.delete(subscription.queue);
        throw new Error(`Could not subscribe queue ${subscription.queue}: ${describeError(error)}`, {
          cause: error,
        });
      }
    },

    async check() {
      if (closed) throw new Error('The RabbitMQ event bus is closed');
      if (!keeper.current) throw new Error('Not connected to RabbitMQ');
    },

    async close() {
      if (closed) return;
      closed = true;
      const session = keeper.current;
      for (const { channel, consumerTag } of session?.consumedQueues.values() ?? []) {
        if (channel && consumerTag) await channel.cancel(consumerTag).catch(() => undefined);
      }
      // Unacknowledged messages are requeued by RabbitMQ when the connection closes.
      await waitAtMost(Promise.allSettled([...handlersInFlight]), options.closeTimeoutMs ?? 10_000);
      await keeper.close();
    },
  };
}
