import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import amqp from 'amqplib';
import os from 'node:os';
import path from 'node:path';
import { billingConfigSchema, createBillingService } from '@manan/svc-billing';
import { createTriageService, triageConfigSchema } from '@manan/svc-triage';
import {
  createAmqpEventBus,
  createLogger,
  serveHttp,
  type EventBus,
  type HttpServerHandle,
  type ServiceInstance,
} from '@manan/service-kit';
import { createTestSessionAuthority } from '@manan/service-kit/testing';

const amqpUrl = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const logger = createLogger({ service: 'test', level: 'silent' });
const authority = createTestSessionAuthority();

/** Removes what this run declared on the broker, so test runs leave nothing behind. */
async function deleteNamespace(namespace: string): Promise<void> {
  const connection = await amqp.connect(amqpUrl);
  const channel = await connection.createChannel();
  for (const queue of [
    'svc-triage',
    'svc-triage.sessions',
    'svc-billing',
    'svc-billing.sessions',
    'svc-billing.account-deletion',
  ]) {
    await channel.deleteQueue(`${namespace}.${queue}`);
    await channel.deleteQueue(`${namespace}.${queue}.dead-letter`);
  }
  await channel.deleteExchange(`${namespace}.events`);
  await channel.deleteExchange(`${namespace}.events.dead-letter`);
  await connection.close();
}

async function eventually<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('svc-triage and svc-billing in separate processes, over the real RabbitMQ', () => {
  // A namespace of its own: this run's exchange and queues cannot meet another run's messages.
  const namespace = `test-${randomUUID().slice(0, 8)}`;
  const dataDirs: string[] = [];
  const running: { http: HttpServerHandle; service: ServiceInstance }[] = [];
  let triageUrl = '';
  let billingUrl = '';
  let publisher: EventBus;

  const start = async (create: (env: Record<string, string>) => Promise<ServiceInstance>) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-amqp-'));
    dataDirs.push(dataDir);
    const env = {
      DATA_DIR: dataDir,
      AMQP_URL: amqpUrl,
      EVENTS_NAMESPACE: namespace,
      SESSION_PUBLIC_KEY: authority.publicKeyPem,
    };
    const service = await create(env);
    const http = await serveHttp({ app: service.app, port: 0, host: '127.0.0.1', logger, name: 'service' });
    running.push({ http, service });
    return http.url;
  };

  beforeAll(async () => {
    try {
      publisher = await createAmqpEventBus({ url: amqpUrl, exchange: `${namespace}.events`, logger });
    } catch (error) {
      throw new Error(
        `RabbitMQ is not reachable at ${amqpUrl.replace(/:[^:@/]*@/, ':***@')}; start it with rabbitmq-server -detached (${String(error)})`,
      );
    }
    triageUrl = await start((env) => createTriageService(triageConfigSchema.parse(env), logger));
    billingUrl = await start((env) => createBillingService(billingConfigSchema.parse(env), logger));
  }, 30_000);

  afterAll(async () => {
    for (const { http, service } of running) {
      await http.close(100);
      await service.close();
    }
    await publisher?.close();
    dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
    await deleteNamespace(namespace);
  });

  const usageOf = async (cookie: string) =>
    (await (await fetch(`${billingUrl}/api/user/subscription`, { headers: { cookie } })).json()) as {
      used: number;
    };

  it('when triage counts an analysis, then billing shows it in the usage within a second', async () => {
    const { cookie } = authority.token('amqp-user-1');
    const analyzed = await fetch(`${triageUrl}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        patientAge: '30',
        gender: 'female',
        chiefComplaint: 'Sore throat',
        symptoms: 'Two days',
        vitals: 'HR 72, Temp 37.1',
      }),
    });
    expect(analyzed.status).toBe(200);
    const startedAt = Date.now();
    expect(
      await eventually(
        () => usageOf(cookie),
        (usage) => usage.used === 1,
      ),
    ).toMatchObject({ used: 1 });
    expect(Date.now() - startedAt).toBeLessThan(1_000);
  });

  it('when the same analysis event is delivered twice, then billing counts it once', async () => {
    const { cookie } = authority.token('amqp-user-2');
    const event = {
      messageId: randomUUID(),
      type: 'triage.analysis.recorded',
      version: 1,
      occurredAt: new Date().toISOString(),
      data: {
        userId: 'amqp-user-2',
        caseId: randomUUID(),
        month: new Date().toISOString().slice(0, 7),
        countInMonth: 1,
      },
    };
    await publisher.publish(event);
    await publisher.publish(event);
    await eventually(
      () => usageOf(cookie),
      (usage) => usage.used >= 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await usageOf(cookie)).toMatchObject({ used: 1 });
  });

  it('when billing turns premium on (twice, as at-least-once may), then triage lifts the limit', async () => {
    const userId = 'amqp-user-3';
    const entitlement = {
      messageId: randomUUID(),
      type: 'billing.entitlement.changed',
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { userId, isPremium: true, periodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    };
    await publisher.publish(entitlement);
    await publisher.publish(entitlement);
    const { cookie } = authority.token(userId);
    const analyze = () =>
      fetch(`${triageUrl}/api/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          patientAge: '40',
          gender: 'male',
          chiefComplaint: 'Cut on finger',
          symptoms: 'Small cut',
          vitals: 'HR 70',
        }),
      }).then(
        async (response) =>
          (await response.json()) as { subscription?: { isPremium: boolean; limit: number | null } },
      );
    const body = await eventually(analyze, (result) => result.subscription?.isPremium === true);
    expect(body.subscription).toMatchObject({ isPremium: true, limit: null });
  });

  it('when auth reports a deleted account (twice, as at-least-once may), then triage and billing both forget the user', async () => {
    const userId = 'amqp-user-4';
    const { cookie } = authority.token(userId);
    const analyzed = await fetch(`${triageUrl}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        patientAge: '30',
        gender: 'female',
        chiefComplaint: 'Sore throat',
        symptoms: 'Two days',
        vitals: 'HR 72, Temp 37.1',
      }),
    });
    expect(analyzed.status).toBe(200);
    await eventually(
      () => usageOf(cookie),
      (usage) => usage.used === 1,
    );
    const deleted = {
      messageId: randomUUID(),
      type: 'auth.user.deleted',
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { userId },
    };
    await publisher.publish(deleted);
    await publisher.publish(deleted);
    const casesOf = async () =>
      (await (await fetch(`${triageUrl}/api/cases`, { headers: { cookie } })).json()) as unknown[];
    expect(await eventually(casesOf, (cases) => cases.length === 0)).toEqual([]);
    expect(
      await eventually(
        () => usageOf(cookie),
        (usage) => usage.used === 0,
      ),
    ).toMatchObject({ used: 0 });
  });
});
