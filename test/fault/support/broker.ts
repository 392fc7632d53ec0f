import amqp from 'amqplib';

/** The shared RabbitMQ the fault tests put their proxy in front of (guest/guest on 127.0.0.1:5672 unless set). */
export const brokerUrl = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

export function brokerAddress(): { host: string; port: number } {
  const url = new URL(brokerUrl);
  return { host: url.hostname, port: Number(url.port || 5672) };
}

/** The broker URL with its address replaced by the proxy's. */
export function urlThrough(proxyPort: number): string {
  const url = new URL(brokerUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxyPort);
  return url.toString();
}

/** Every queue the services declare (see each service's bus.subscribe), each with its dead-letter queue. */
const serviceQueues = [
  'svc-triage',
  'svc-triage.sessions',
  'svc-billing',
  'svc-billing.sessions',
  'svc-billing.account-deletion',
];

/** Removes what one test run declared on the broker, so runs leave nothing behind. */
export async function deleteNamespace(namespace: string): Promise<void> {
  const connection = await amqp.connect(brokerUrl);
  const channel = await connection.createChannel();
  for (const queue of serviceQueues) {
    await channel.deleteQueue(`${namespace}.${queue}`);
    await channel.deleteQueue(`${namespace}.${queue}.dead-letter`);
  }
  await channel.deleteExchange(`${namespace}.events`);
  await channel.deleteExchange(`${namespace}.events.dead-letter`);
  await connection.close();
}
