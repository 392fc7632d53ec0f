import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import amqp from 'amqplib';
import { runEmbedded, type EmbeddedMaNaN } from '../src';

const amqpUrl = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

/** Issue 19, item 6: `npm start` (the embedded default) honours AMQP_URL, as the README says every service does. */
describe('the embedded app with AMQP_URL set', () => {
  // A namespace of its own: this run's exchange and queues cannot meet another run's messages.
  const namespace = `embedded-${randomUUID().slice(0, 8)}`;
  const queues = [
    'svc-triage',
    'svc-triage.sessions',
    'svc-billing',
    'svc-billing.sessions',
    'svc-billing.account-deletion',
  ];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-embedded-amqp-'));
  let manan: EmbeddedMaNaN;
  let broker: amqp.ChannelModel;

  beforeAll(async () => {
    try {
      broker = await amqp.connect(amqpUrl);
    } catch (error) {
      throw new Error(
        `RabbitMQ is not reachable at ${amqpUrl.replace(/:[^:@/]*@/, ':***@')}; start it with rabbitmq-server -detached (${String(error)})`,
      );
    }
    manan = await runEmbedded({
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
      AMQP_URL: amqpUrl,
      EVENTS_NAMESPACE: namespace,
    });
  }, 30_000);

  afterAll(async () => {
    await manan?.stop();
    const channel = await broker.createChannel();
    for (const queue of queues) {
      await channel.deleteQueue(`${namespace}.${queue}`);
      await channel.deleteQueue(`${namespace}.${queue}.dead-letter`);
    }
    await channel.deleteExchange(`${namespace}.events`);
    await channel.deleteExchange(`${namespace}.events.dead-letter`);
    await broker.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs its services over RabbitMQ: their queues have consumers, and an analysis's usage reaches billing through the broker", async () => {
    expect(manan.bus).toBeUndefined();
    const channel = await broker.createChannel();
    for (const queue of queues)
      expect((await channel.checkQueue(`${namespace}.${queue}`)).consumerCount).toBe(1);

    // Watch the broker itself: a queue of the test's own, bound to the namespace's exchange.
    const { queue: watch } = await channel.assertQueue('', { exclusive: true });
    await channel.bindQueue(watch, `${namespace}.events`, 'triage.analysis.recorded');
    const seenOnBroker: string[] = [];
    await channel.consume(
      watch,
      (message) => {
        if (message) seenOnBroker.push(message.properties.type as string);
      },
      { noAck: true },
    );

    const headers = { 'content-type': 'application/json', origin: manan.url };
    const registered = await fetch(`${manan.url}/api/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: 'dr.rabbit', password: 'correct horse', email: 'rabbit@example.org' }),
    });
    expect(registered.status).toBe(201);
    const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0]!;
    const analysed = await fetch(`${manan.url}/api/analyze`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({
        patientAge: '30',
        gender: 'female',
        chiefComplaint: 'Sore throat',
        symptoms: 'Sore throat for two days, swallowing comfortably',
        vitals: 'BP 118/72, HR 72, RR 14, SpO2 99%, Temp 37.1',
      }),
    });
    expect(analysed.status).toBe(200);

    const deadline = Date.now() + 5_000;
    let usage: unknown;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      usage = await (await fetch(`${manan.url}/api/user/subscription`, { headers: { cookie } })).json();
    } while ((usage as { used: number }).used !== 1 && Date.now() < deadline);
    expect(usage).toEqual({ used: 1, limit: 20, isPremium: false });
    expect(seenOnBroker).toEqual(['triage.analysis.recorded']);
    await channel.close();
  });
});
