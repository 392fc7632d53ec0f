import { randomBytes } from 'node:crypto';
import { connect } from 'amqplib';
import type { Channel, ChannelModel } from 'amqplib';

export const rabbitUrl = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

/** A direct connection for the tests' own checks, and names unique to this run, deleted at the end. */
export class RabbitTestBroker {
  readonly exchange = `manan-test-${randomBytes(4).toString('hex')}`;
  private readonly queues = new Set<string>();
  private model: ChannelModel | undefined;
  private admin: Channel | undefined;

  async connect(): Promise<void> {
    try {
      this.model = await connect(rabbitUrl, { timeout: 3000 });
    } catch (error) {
      throw new Error(
        `RabbitMQ is not reachable at ${rabbitUrl.replace(/\/\/[^@]*@/, '//')} (${String(error)}). ` +
          'These tests need a real broker: start it with `rabbitmq-server -detached`.',
      );
    }
    this.admin = await this.model.createChannel();
  }

  queue(name: string): string {
    const queue = `${this.exchange}.${name}`;
    this.queues.add(queue);
    return queue;
  }

  channel(): Channel {
    if (!this.admin) throw new Error('RabbitTestBroker.connect() has not run');
    return this.admin;
  }

  /** Declares `queue` as a plain classic queue on a throwaway channel; RabbitMQ refuses if it is another type. */
  async declaredAsClassic(queue: string): Promise<void> {
    if (!this.model) throw new Error('RabbitTestBroker.connect() has not run');
    const channel = await this.model.createChannel();
    channel.on('error', () => undefined);
    await channel.assertQueue(queue, { durable: true, arguments: { 'x-queue-type': 'classic' } });
    await channel.close();
  }

  async cleanUp(): Promise<void> {
    if (!this.model) return;
    const channel = await this.model.createChannel();
    for (const queue of this.queues) {
      await channel.deleteQueue(queue);
      await channel.deleteQueue(`${queue}.dead-letter`);
    }
    await channel.deleteExchange(this.exchange);
    await channel.deleteExchange(`${this.exchange}.dead-letter`);
    await this.model.close();
  }
}
