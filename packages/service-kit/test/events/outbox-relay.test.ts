import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventEnvelope } from '@manan/contracts';
import {
  createInProcessEventBus,
  createSqliteOutboxStore,
  sqliteOutboxMigration,
  startOutboxRelay,
} from '../../src/events';
import type { EventBus, OutboxRelay, OutboxStore } from '../../src/events';
import { openSqliteDatabase } from '../../src/storage';
import type { SqliteDatabase } from '../../src/storage';
import { counterEvent, counterIncremented, eventually, silentLogger } from './support/envelopes';

let dataDir = '';
let database: SqliteDatabase;
let outbox: OutboxStore;
let relay: OutboxRelay | undefined;
const received: string[] = [];
const bus = createInProcessEventBus({ logger: silentLogger });

beforeAll(() =>
  bus.subscribe({
    queue: 'billing',
    types: [counterIncremented.type],
    handler: async (envelope: EventEnvelope) => {
      received.push(envelope.messageId);
    },
  }),
);
afterAll(() => bus.close());
beforeEach(() => {
  received.length = 0;
  dataDir = mkdtempSync(path.join(tmpdir(), 'manan-relay-'));
  database = openSqliteDatabase({ dataDir, fileName: 'triage.sqlite', migrations: [sqliteOutboxMigration] });
  outbox = createSqliteOutboxStore(database);
});
afterEach(async () => {
  await relay?.stop();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function writeEvents(count: number): Promise<string[]> {
  const events = Array.from({ length: count }, () => counterEvent());
  await database.transactionRunner.run(async (tx) => {
    for (const event of events) await outbox.add(event, tx);
  });
  return events.map((event) => event.messageId);
}

describe('outbox relay', () => {
  it('when an after-publish step is given, then it sees each message once it was delivered and sent, and its failure stops nothing', async () => {
    const seen: { messageId: string; deliveredFirst: boolean; unsentLeft: number }[] = [];
    relay = startOutboxRelay({
      outbox,
      bus,
      logger: silentLogger,
      intervalMs: 60_000,
      afterPublished: async (envelope) => {
        const unsent = await outbox.takeUnsent(10);
        seen.push({
          messageId: envelope.messageId,
          deliveredFirst: received.includes(envelope.messageId),
          unsentLeft: unsent.filter((message) => message.envelope.messageId === envelope.messageId).length,
        });
        if (seen.length === 1) throw new Error('step failed');
      },
    });
    const messageIds = await writeEvents(2);
    await relay.flush();
    expect(seen).toEqual(messageIds.map((messageId) => ({ messageId, deliveredFirst: true, unsentLeft: 0 })));
    expect(received).toEqual(messageIds);
  });

  it('when events are written and the relay is notified, then they are published in order and marked sent', async () => {
    relay = startOutboxRelay({ outbox, bus, logger: silentLogger, intervalMs: 60_000 });
    await relay.flush();
    const messageIds = await writeEvents(3);
    relay.notify();
    await eventually(() => received.length === 3, 'the relay publishes the three events');
    expect(received).toEqual(messageIds);
    await relay.flush();
    expect(await outbox.takeUnsent(10)).toEqual([]);
  });

  it('when publishing fails, then the event stays unsent with its attempts and is delivered by a later tick', async () => {
    let brokerUp = false;
    const flakyBus: EventBus = {
      ...bus,
      publish: (envelope) =>
        brokerUp ? bus.publish(envelope) : Promise.reject(new Error('broker unreachable')),
    };
    relay = startOutboxRelay({
      outbox,
      bus: flakyBus,
      logger: silentLogger,
      intervalMs: 10,
      maxBackoffMs: 40,
    });
    const [messageId] = await writeEvents(1);
    await expect(relay.flush()).rejects.toThrow('broker unreachable');
    const [pending] = await outbox.takeUnsent(10);
    expect(pending?.attempts).toBeGreaterThanOrEqual(1);
    expect(pending?.lastError).toBe('Error: broker unreachable');

    brokerUp = true;
    await eventually(() => received.length === 1, 'a later tick publishes the event');
    expect(received).toEqual([messageId]);
  });

  it('when notified inside a transaction that then rolls back, then its uncommitted event is never published', async () => {
    relay = startOutboxRelay({ outbox, bus, logger: silentLogger, intervalMs: 60_000 });
    await relay.flush();
    const rolledBack = database.transactionRunner.run(async (tx) => {
      await outbox.add(counterEvent(), tx);
      relay?.notify();
      await new Promise((resolve) => setTimeout(resolve, 30));
      throw new Error('business rule failed');
    });
    await expect(rolledBack).rejects.toThrow('business rule failed');
    await relay.flush();
    expect(received).toEqual([]);
  });

  it('when stopped, then no further ticks publish', async () => {
    relay = startOutboxRelay({ outbox, bus, logger: silentLogger, intervalMs: 10 });
    await relay.stop();
    await writeEvents(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
  });

  it('when publishing keeps failing, then a new event wakes the relay at once instead of waiting out its back-off', async () => {
    let brokerUp = false;
    const flaky: EventBus = {
      ...bus,
      publish: (envelope) => (brokerUp ? bus.publish(envelope) : Promise.reject(new Error('broker down'))),
    };
    relay = startOutboxRelay({
      outbox,
      bus: flaky,
      logger: silentLogger,
      intervalMs: 60_000,
      maxBackoffMs: 60_000,
    });
    const [waiting] = await writeEvents(1);
    await eventually(async () => (await outbox.takeUnsent(1))[0]?.attempts === 1, 'the first attempt failed');

    brokerUp = true;
    const [fresh] = await writeEvents(1);
    const wokenAt = Date.now();
    relay.notify();
    await eventually(async () => received.length === 2, 'both events are delivered');
    expect(received).toEqual([waiting, fresh]);
    expect(Date.now() - wokenAt).toBeLessThan(500);
  });

  it('when a bus can publish a batch, then a backlog goes out in order in one batch after a single first message', async () => {
    const batches: string[][] = [];
    const batching: EventBus = {
      ...bus,
      publishBatch: async (envelopes) => {
        batches.push(envelopes.map((envelope) => envelope.messageId));
        return Promise.allSettled(envelopes.map((envelope) => bus.publish(envelope)));
      },
    };
    const backlog = await writeEvents(5);
    relay = startOutboxRelay({ outbox, bus: batching, logger: silentLogger, intervalMs: 60_000 });
    await eventually(async () => received.length === 5, 'the backlog is delivered');
    expect(received).toEqual(backlog);
    expect(batches).toEqual([backlog.slice(1)]);
    expect(await outbox.takeUnsent(10)).toEqual([]);
  });

  it('when part of a batch is refused, then only the refused messages stay unsent, each with its attempt', async () => {
    const refusedId = { value: '' };
    const partly: EventBus = {
      ...bus,
      publishBatch: (envelopes) =>
        Promise.allSettled(
          envelopes.map((envelope) =>
            envelope.messageId === refusedId.value
              ? Promise.reject(new Error('nack'))
              : bus.publish(envelope),
          ),
        ),
    };
    const backlog = await writeEvents(4);
    refusedId.value = backlog[2]!;
    relay = startOutboxRelay({
      outbox,
      bus: partly,
      logger: silentLogger,
      intervalMs: 60_000,
      maxBackoffMs: 60_000,
    });
    await eventually(
      async () => (await outbox.takeUnsent(10)).length === 1,
      'all but the refused one are sent',
    );
    const [left] = await outbox.takeUnsent(10);
    expect(left).toMatchObject({ envelope: { messageId: backlog[2] }, attempts: 1 });
    expect(received).toEqual([backlog[0], backlog[1], backlog[3]]);
  });
});
