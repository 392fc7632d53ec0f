import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventEnvelope } from '@manan/contracts';
import {
  createIdempotentHandler,
  createInProcessEventBus,
  createSqliteProcessedMessageStore,
  sqliteProcessedMessagesMigration,
  UnprocessableEventError,
} from '../../src/events';
import type { InProcessEventBus } from '../../src/events';
import { openSqliteDatabase } from '../../src/storage';
import { counterEvent, counterIncremented, eventually, silentLogger } from './support/envelopes';

let bus: InProcessEventBus;
beforeEach(() => {
  bus = createInProcessEventBus({ logger: silentLogger, retryBaseDelayMs: 1, retryMaxDelayMs: 5 });
});
afterEach(() => bus.close());

const recordInto = (received: EventEnvelope[]) => async (envelope: EventEnvelope) => {
  received.push(envelope);
};

describe('in-process event bus', () => {
  it('when an event is published, then every bound queue receives its own copy before publish resolves', async () => {
    const billing: EventEnvelope[] = [];
    const audit: EventEnvelope[] = [];
    await bus.subscribe({ queue: 'billing', types: [counterIncremented.type], handler: recordInto(billing) });
    await bus.subscribe({ queue: 'audit', types: ['test.#'], handler: recordInto(audit) });
    const event = counterEvent();
    await bus.publish(event);
    expect(billing).toEqual([event]);
    expect(audit).toEqual([event]);
    expect(billing[0]).not.toBe(audit[0]);
  });

  it('when the handler fails twice and then succeeds, then the message is handled and not dead-lettered', async () => {
    let attempts = 0;
    await bus.subscribe({
      queue: 'billing',
      types: [counterIncremented.type],
      handler: async () => {
        attempts += 1;
        if (attempts < 3) throw new Error('database busy');
      },
    });
    await bus.publish(counterEvent());
    expect(attempts).toBe(3);
    expect(bus.deadLetters()).toEqual([]);
  });

  it('when the handler always fails, then after maxAttempts the message is dead-lettered', async () => {
    let attempts = 0;
    const handler = async () => {
      attempts += 1;
      throw new Error('bug in handler');
    };
    await bus.subscribe({ queue: 'billing', types: [counterIncremented.type], handler, maxAttempts: 3 });
    const event = counterEvent();
    await bus.publish(event);
    expect(attempts).toBe(3);
    expect(bus.deadLetters()).toEqual([
      { queue: 'billing', envelope: event, attempts: 3, error: 'Error: bug in handler' },
    ]);
  });

  it('when the handler says the event is unprocessable, then it is dead-lettered without retries', async () => {
    let attempts = 0;
    const handler = async () => {
      attempts += 1;
      throw new UnprocessableEventError('unknown type');
    };
    await bus.subscribe({ queue: 'billing', types: [counterIncremented.type], handler });
    await bus.publish(counterEvent());
    expect(attempts).toBe(1);
    expect(bus.deadLetters()).toHaveLength(1);
  });

  it('when an event is published before any queue binds to it, then it is delivered once a queue binds', async () => {
    const received: EventEnvelope[] = [];
    const event = counterEvent();
    await bus.publish(event);
    await bus.subscribe({
      queue: 'billing',
      types: [counterIncremented.type],
      handler: recordInto(received),
    });
    await eventually(() => received.length === 1, 'the held event is delivered');
    await bus.subscribe({ queue: 'late', types: [counterIncremented.type], handler: recordInto(received) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([event]);
  });

  it('when the same message is delivered twice to an idempotent handler, then it is handled once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'manan-idempotent-'));
    const database = openSqliteDatabase({
      dataDir,
      fileName: 'billing.sqlite',
      migrations: [sqliteProcessedMessagesMigration],
    });
    try {
      const handled: number[] = [];
      const handler = createIdempotentHandler({
        consumer: 'billing.counter',
        definition: counterIncremented,
        processed: createSqliteProcessedMessageStore(database),
        transactionRunner: database.transactionRunner,
        handle: async (data) => {
          handled.push(data.by);
        },
        logger: silentLogger,
      });
      await bus.subscribe({ queue: 'billing', types: [counterIncremented.type], handler });
      const event = counterEvent('visits', 7);
      await bus.publish(event);
      await bus.publish(event);
      expect(handled).toEqual([7]);

      await bus.publish({ ...counterEvent(), data: { counter: 'visits', by: 'seven' } });
      expect(bus.deadLetters().map((letter) => letter.attempts)).toEqual([1]);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
