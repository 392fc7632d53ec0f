import type { EventEnvelope } from '@manan/contracts';
import { createIdempotentHandler, createSqliteProcessedMessageStore } from '../../src/events';
import { collectInto, useAmqpTestKit } from './support/amqp-test-kit';
import { counterEvent, counterIncremented, eventually, silentLogger } from './support/envelopes';

jest.setTimeout(15_000);
const kit = useAmqpTestKit();

describe('RabbitMQ event bus (real broker): delivery', () => {
  it('when an event is published, then the subscribed queue consumes it intact', async () => {
    const bus = await kit.openBus();
    const received: EventEnvelope[] = [];
    await bus.subscribe({
      queue: kit.broker.queue('publish-consume'),
      types: [counterIncremented.type],
      handler: collectInto(received),
    });
    await expect(bus.check()).resolves.toBeUndefined();
    const event = counterEvent('visits', 3);
    await bus.publish(event);
    await eventually(() => received.length === 1, 'the consumer receives the event');
    expect(received).toEqual([event]);
  });

  it('when the queue type is quorum, then the consumer queue is a quorum queue that delivers events', async () => {
    const bus = await kit.openBus({ queueType: 'quorum' });
    const queue = kit.broker.queue('quorum');
    const received: EventEnvelope[] = [];
    await bus.subscribe({ queue, types: [counterIncremented.type], handler: collectInto(received) });
    await bus.publish(counterEvent());
    await eventually(() => received.length === 1, 'the quorum queue delivers the event');
    await expect(kit.broker.declaredAsClassic(queue)).rejects.toThrow(/PRECONDITION_FAILED/);
  });

  it('when the same message is delivered twice, then the idempotent handler handles it once', async () => {
    const bus = await kit.openBus();
    const deliveries: string[] = [];
    const handled: string[] = [];
    const idempotent = createIdempotentHandler({
      consumer: 'counter-projection',
      definition: counterIncremented,
      processed: createSqliteProcessedMessageStore(kit.database()),
      transactionRunner: kit.database().transactionRunner,
      handle: async (_data, envelope) => {
        handled.push(envelope.messageId);
      },
      logger: silentLogger,
    });
    const handler = async (envelope: EventEnvelope) => {
      deliveries.push(envelope.messageId);
      await idempotent(envelope);
    };
    await bus.subscribe({ queue: kit.broker.queue('duplicates'), types: [counterIncremented.type], handler });
    const event = counterEvent();
    await bus.publish(event);
    await bus.publish(event);
    await eventually(() => deliveries.length === 2, 'both deliveries arrive');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handled).toEqual([event.messageId]);
  });

  it('when a handler always fails, then after maxAttempts the message is in the dead-letter queue', async () => {
    const bus = await kit.openBus();
    const queue = kit.broker.queue('always-failing');
    let attempts = 0;
    const handler = async () => {
      attempts += 1;
      throw new Error('handler bug');
    };
    await bus.subscribe({ queue, types: [counterIncremented.type], handler, maxAttempts: 3 });
    const event = counterEvent();
    await bus.publish(event);
    const deadLetter = await nextMessage(`${queue}.dead-letter`);
    expect(JSON.parse(deadLetter.content.toString()).messageId).toBe(event.messageId);
    expect(deadLetter.properties.headers?.['x-attempts']).toBe(3);
    expect(attempts).toBe(3);
  });

  it('when a message is not valid JSON, then it goes straight to the dead-letter queue', async () => {
    const bus = await kit.openBus();
    const queue = kit.broker.queue('invalid-json');
    let calls = 0;
    const handler = async () => {
      calls += 1;
    };
    await bus.subscribe({ queue, types: [counterIncremented.type], handler });
    kit.broker
      .channel()
      .publish(kit.broker.exchange, counterIncremented.type, Buffer.from('{not json'), { persistent: true });
    const deadLetter = await nextMessage(`${queue}.dead-letter`);
    expect(deadLetter.content.toString()).toBe('{not json');
    expect(calls).toBe(0);
  });
});

async function nextMessage(queue: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = await kit.broker.channel().get(queue, { noAck: true });
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`No message arrived in ${queue} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
