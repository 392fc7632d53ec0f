import { eventEnvelopeSchema } from '@manan/contracts';
import type { EventEnvelope } from '@manan/contracts';
import type { Channel, ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import { withTraceOf } from '../../observability/trace-context';
import { describeError } from '../describe-error';
import { UnprocessableEventError } from '../event-bus.port';
import type { EventHandler, SubscribeOptions } from '../event-bus.port';
import { retryDelayMs, sleep } from '../retry-delay';
import type { AmqpSession } from './amqp-connection';
import { publishConfirmed } from './amqp-publish';

export const attemptsHeader = 'x-attempts';

export interface AmqpConsumerSettings {
  queue: string;
  handler: EventHandler;
  maxAttempts: number;
  onDeadLettered?: SubscribeOptions['onDeadLettered'];
  logger: Logger;
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  publishTimeoutMs: number;
}

/**
 * Handles one delivery and settles it: ack on success; on failure, republish a copy to the same
 * queue with `x-attempts` + 1 and ack the original (after the copy is confirmed, so a crash in
 * between means a duplicate, never a loss); after the last attempt, or for a message that can never
 * be processed, nack without requeue so RabbitMQ moves it to the dead-letter queue.
 */
export async function handleDelivery(
  session: AmqpSession,
  channel: Channel,
  message: ConsumeMessage,
  settings: AmqpConsumerSettings,
): Promise<void> {
  const { queue, logger } = settings;
  const attempt = Number(message.properties.headers?.[attemptsHeader] ?? 1) || 1;
  const logContext = {
    queue,
    type: message.properties.type as unknown,
    messageId: message.properties.messageId as unknown,
    attempt,
  };
  const settle = (action: () => void): void => {
    try {
      action();
    } catch (error) {
      logger.warn(
        { ...logContext, error: describeError(error) },
        'could not settle the message; RabbitMQ will redeliver it',
      );
    }
  };

  let envelope: EventEnvelope;
  try {
    envelope = eventEnvelopeSchema.parse(JSON.parse(message.content.toString('utf8')));
  } catch (error) {
    logger.error(
      { ...logContext, error: describeError(error) },
      'unreadable message sent to the dead-letter queue',
    );
    settings.onDeadLettered?.('unreadable');
    return settle(() => channel.nack(message, false, false));
  }

  try {
    // The handler continues the trace whose `traceparent` the publisher put in the message's headers.
    await withTraceOf(message.properties.headers, () => settings.handler(envelope));
    return settle(() => channel.ack(message));
  } catch (error) {
    if (error instanceof UnprocessableEventError || attempt >= settings.maxAttempts) {
      logger.error({ ...logContext, error: describeError(error) }, 'event sent to the dead-letter queue');
      settings.onDeadLettered?.(envelope.type);
      return settle(() => channel.nack(message, false, false));
    }
    logger.warn({ ...logContext, error: describeError(error) }, 'event handler failed; retrying');
  }

  try {
    await sleep(retryDelayMs(attempt, settings.retryBaseDelayMs, settings.retryMaxDelayMs));
    const headers = { ...message.properties.headers, [attemptsHeader]: attempt + 1 };
    await publishConfirmed(
      session.publishChannel,
      '',
      queue,
      message.content,
      { ...retainedProperties(message), headers },
      settings.publishTimeoutMs,
    );
    settle(() => channel.ack(message));
  } catch (error) {
    logger.warn({ ...logContext, error: describeError(error) }, 'could not schedule the retry; requeueing');
    settle(() => channel.nack(message, false, true));
  }
}

function retainedProperties(message: ConsumeMessage): {
  contentType?: string;
  messageId?: string;
  type?: string;
  timestamp?: number;
} {
  const { contentType, messageId, type, timestamp } = message.properties as unknown as Record<
    string,
    unknown
  >;
  return {
    ...(typeof contentType === 'string' ? { contentType } : {}),
    ...(typeof messageId === 'string' ? { messageId } : {}),
    ...(typeof type === 'string' ? { type } : {}),
    ...(typeof timestamp === 'number' ? { timestamp } : {}),
  };
}
