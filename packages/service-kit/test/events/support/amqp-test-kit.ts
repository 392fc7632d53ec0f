import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventEnvelope } from '@manan/contracts';
import {
  createAmqpEventBus,
  sqliteOutboxMigration,
  sqliteProcessedMessagesMigration,
} from '../../../src/events';
import type { AmqpEventBusOptions, EventBus } from '../../../src/events';
import { openSqliteDatabase } from '../../../src/storage';
import type { SqliteDatabase } from '../../../src/storage';
import { silentLogger } from './envelopes';
import { RabbitTestBroker, rabbitUrl } from './rabbitmq';
import { TcpProxy } from './tcp-proxy';

/**
 * Registers the hooks of a RabbitMQ test file: a broker connection with names unique to the file
 * (deleted afterwards), a fresh SQLite database per test, and clean-up of every bus and proxy opened.
 */
export function useAmqpTestKit() {
  const broker = new RabbitTestBroker();
  const cleanUps: (() => Promise<unknown>)[] = [];
  let database: SqliteDatabase | undefined;
  let dataDir = '';

  beforeAll(() => broker.connect());
  afterAll(() => broker.cleanUp());
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'manan-amqp-'));
    database = openSqliteDatabase({
      dataDir,
      fileName: 'service.sqlite',
      migrations: [sqliteOutboxMigration, sqliteProcessedMessagesMigration],
    });
  });
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    broker,
    database(): SqliteDatabase {
      if (!database) throw new Error('The database exists only inside a test');
      return database;
    },
    onCleanUp(cleanUp: () => Promise<unknown>): void {
      cleanUps.push(cleanUp);
    },
    async openBus(overrides: Partial<AmqpEventBusOptions> = {}): Promise<EventBus> {
      const bus = await createAmqpEventBus({
        url: rabbitUrl,
        exchange: broker.exchange,
        logger: silentLogger,
        retryBaseDelayMs: 10,
        reconnectInitialDelayMs: 50,
        reconnectMaxDelayMs: 200,
        closeTimeoutMs: 200,
        ...overrides,
      });
      cleanUps.push(() => bus.close());
      return bus;
    },
    async startProxy(): Promise<TcpProxy> {
      const target = new URL(rabbitUrl);
      const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5672) });
      await proxy.start();
      cleanUps.push(() => proxy.stop());
      return proxy;
    },
  };
}

export function viaProxy(proxy: TcpProxy): string {
  const url = new URL(rabbitUrl);
  url.port = String(proxy.port);
  return url.toString();
}

export const collectInto = (received: EventEnvelope[]) => async (envelope: EventEnvelope) => {
  received.push(envelope);
};
