import type { ConfirmChannel, Options } from 'amqplib';

/** Publishes a persistent message and resolves when RabbitMQ confirms it; rejects on nack, close or timeout. */
export function publishConfirmed(
  channel: ConfirmChannel,
  exchange: string,
  routingKey: string,
  content: Buffer,
  properties: Options.Publish,
  timeoutMs: number,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`RabbitMQ did not confirm the message within ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      channel.publish(
        exchange,
        routingKey,
        content,
        { ...properties, persistent: true },
        (error: unknown) => {
          clearTimeout(timer);
          if (error) reject(error instanceof Error ? error : new Error(String(error)));
          else resolve();
        },
      );
    } catch (error) {
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
