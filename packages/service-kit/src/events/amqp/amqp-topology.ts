import type { Channel } from 'amqplib';

export type AmqpQueueType = 'classic' | 'quorum';

export const deadLetterExchangeOf = (exchange: string): string => `${exchange}.dead-letter`;
export const deadLetterQueueOf = (queue: string): string => `${queue}.dead-letter`;

export async function declareExchanges(channel: Channel, exchange: string): Promise<void> {
  await channel.assertExchange(exchange, 'topic', { durable: true });
  await channel.assertExchange(deadLetterExchangeOf(exchange), 'direct', { durable: true });
}

/**
 * A durable queue bound to `types`, whose rejected messages go through the dead-letter exchange to
 * `<queue>.dead-letter`. Declaring an existing queue with another type or arguments is refused by
 * RabbitMQ: switching a queue to quorum means a new queue (or deleting the old one when empty).
 */
export async function declareConsumerQueue(
  channel: Channel,
  {
    exchange,
    queue,
    types,
    queueType,
  }: { exchange: string; queue: string; types: readonly string[]; queueType: AmqpQueueType },
): Promise<void> {
  const deadLetterExchange = deadLetterExchangeOf(exchange);
  await channel.assertQueue(deadLetterQueueOf(queue), {
    durable: true,
    arguments: { 'x-queue-type': queueType },
  });
  await channel.bindQueue(deadLetterQueueOf(queue), deadLetterExchange, queue);
  await channel.assertQueue(queue, {
    durable: true,
    arguments: {
      'x-queue-type': queueType,
      'x-dead-letter-exchange': deadLetterExchange,
      'x-dead-letter-routing-key': queue,
    },
  });
  for (const type of types) await channel.bindQueue(queue, exchange, type);
}
