import type { EventEnvelope } from '@manan/contracts';
import { createSqliteOutboxStore, startOutboxRelay } from '../../src/events';
import type { OutboxRelay } from '../../src/events';
import { collectInto, useAmqpTestKit, viaProxy } from './support/amqp-test-kit';
import { counterEvent, counterIncremented, eventually, silentLogger } from './support/envelopes';

jest.setTimeout(15_000);
const kit = useAmqpTestKit();

describe('RabbitMQ event bus (real broker): resilience', () => {
  it('when a consumer dies before acknowledging, then another consumer receives the message', async () => {
    const queue = kit.broker.queue('redelivery');
    const proxy = await kit.startProxy();
    const dyingConsumer = await kit.openBus({ url: viaProxy(proxy) });
    let releaseDyingHandler = (): void => undefined;
    const firstDeliveries: EventEnvelope[] = [];
    await dyingConsumer.subscribe({
      queue,
      types: [counterIncremented.type],
      handler: (envelope) => {
        firstDeliveries.push(envelope);
        return new Promise<void>((resolve) => {
          releaseDyingHandler = resolve;
        });
      },
    });
    const publisher = await kit.openBus();
    const event = counterEvent();
    await publisher.publish(event);
    await eventually(() => firstDeliveries.length === 1, 'the first consumer starts handling the event');

    await proxy.stop();
    const survivorDeliveries: EventEnvelope[] = [];
    const survivor = await kit.openBus();
    await survivor.subscribe({
      queue,
      types: [counterIncremented.type],
      handler: collectInto(survivorDeliveries),
    });
    await eventually(
      () => survivorDeliveries.length === 1,
      'the second consumer receives the unacknowledged event',
    );
    expect(survivorDeliveries[0]?.messageId).toBe(event.messageId);
    releaseDyingHandler();
  });

  it('when an event is written to the outbox while RabbitMQ is unreachable, then it is delivered once it is back', async () => {
    const proxy = await kit.startProxy();
    const bus = await kit.openBus({ url: viaProxy(proxy) });
    const received: EventEnvelope[] = [];
    await bus.subscribe({
      queue: kit.broker.queue('outage'),
      types: [counterIncremented.type],
      handler: collectInto(received),
    });
    const outbox = createSqliteOutboxStore(kit.database());
    const relay: OutboxRelay = startOutboxRelay({
      outbox,
      bus,
      logger: silentLogger,
      intervalMs: 50,
      maxBackoffMs: 200,
    });
    kit.onCleanUp(() => relay.stop());

    await proxy.stop();
    await eventually(
      () =>
        bus.check().then(
          () => false,
          () => true,
        ),
      'the bus notices the outage',
    );
    const event = counterEvent();
    await kit.database().transactionRunner.run((tx) => outbox.add(event, tx));
    relay.notify();
    await expect(relay.flush()).rejects.toThrow(/Not connected to RabbitMQ/);
    expect(received).toEqual([]);

    await proxy.start();
    await eventually(
      () => received.length === 1,
      'the event arrives after RabbitMQ is reachable again',
      10_000,
    );
    expect(received[0]).toEqual(event);
    await eventually(
      async () => (await outbox.takeUnsent(10)).length === 0,
      'the relay marks the event sent',
    );
  });

  it('when the connection comes back, then onReconnected listeners hear it once the consumers are running again', async () => {
    const proxy = await kit.startProxy();
    const bus = await kit.openBus({ url: viaProxy(proxy) });
    const received: EventEnvelope[] = [];
    await bus.subscribe({
      queue: kit.broker.queue('reconnected'),
      types: [counterIncremented.type],
      handler: collectInto(received),
    });
    let reconnects = 0;
    bus.onReconnected?.(() => (reconnects += 1));

    await proxy.stop();
    await eventually(
      () =>
        bus.check().then(
          () => false,
          () => true,
        ),
      'the bus notices the outage',
    );
    expect(reconnects).toBe(0);
    await proxy.start();
    await eventually(() => reconnects === 1, 'the listener hears the reconnect', 10_000);
    const event = counterEvent();
    await bus.publish(event);
    await eventually(
      () => received.length === 1,
      'the consumer, restarted before the listener ran, receives',
    );
  });
});
