import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import amqp from 'amqplib';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { attachSpanProcessor, componentAttribute } from '@manan/service-kit';
import { runEmbedded, type EmbeddedMaNaN } from '../../src';
import { analyze, eventually, registerClinician } from './journey';

const amqpUrl = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const consumerSpanName = 'svc-billing process triage.analysis.recorded';

/** The spans of one trace, each with the chain of its ancestors' names (nearest first). */
function ancestry(spans: readonly ReadableSpan[], span: ReadableSpan): ReadableSpan[] {
  const byId = new Map(spans.map((candidate) => [candidate.spanContext().spanId, candidate]));
  const chain: ReadableSpan[] = [];
  for (let parent = span.parentSpanContext; parent;) {
    const next = byId.get(parent.spanId);
    if (!next) break;
    chain.push(next);
    parent = next.parentSpanContext;
  }
  return chain;
}

const describeSpan = (span: ReadableSpan) =>
  `${String(span.attributes[componentAttribute] ?? '')}:${span.name}`;

describe.each([
  { bus: 'the in-process bus', amqp: false },
  { bus: 'RabbitMQ', amqp: true },
])('an analysis through the gateway, events on $bus', ({ amqp: overRabbitMq }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-trace-'));
  const namespace = `test-trace-${randomUUID().slice(0, 8)}`;
  const exporter = new InMemorySpanExporter();
  let detach: () => void;
  let manan: EmbeddedMaNaN;

  beforeAll(async () => {
    detach = attachSpanProcessor(new SimpleSpanProcessor(exporter));
    manan = await runEmbedded({
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
      ...(overRabbitMq ? { AMQP_URL: amqpUrl, EVENTS_NAMESPACE: namespace } : {}),
    });
  });
  afterAll(async () => {
    await manan.stop();
    detach();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (overRabbitMq) await deleteNamespace(namespace);
  });

  it('when analyzed, then one trace covers gateway, svc-triage, SQLite, the outbox and svc-billing’s consumer', async () => {
    const clinician = await registerClinician(manan, `trace.${overRabbitMq ? 'amqp' : 'local'}`);
    exporter.reset();
    expect((await analyze(clinician)).status).toBe(200);

    // Spans finish in any order (over RabbitMQ the consumer can be done before the broker confirms the
    // publish): wait until the consumer's whole ancestry has been exported, then check it.
    const findConsumer = () => exporter.getFinishedSpans().find((span) => span.name === consumerSpanName);
    await eventually(() => {
      const found = findConsumer();
      return found && ancestry(exporter.getFinishedSpans(), found).length >= 5 ? found : undefined;
    }).catch(() => undefined);
    const consumer = findConsumer();
    if (!consumer) throw new Error(`no ${consumerSpanName} span was exported`);
    const trace = exporter
      .getFinishedSpans()
      .filter((span) => span.spanContext().traceId === consumer.spanContext().traceId);
    const chain = ancestry(trace, consumer).map(describeSpan);
    // Nearest first: the relay's publish, the outbox write, the transaction it joined, svc-triage's
    // request span, and at the root the gateway's.
    expect(chain).toEqual([
      ':outbox publish triage.analysis.recorded',
      ':outbox add triage.analysis.recorded',
      ':sqlite transaction',
      'svc-triage:POST /api/analyze',
      'svc-gateway:POST /api/analyze',
    ]);
    const root = ancestry(trace, consumer).at(-1)!;
    expect(root.parentSpanContext).toBeUndefined();
    expect(root.kind).toBe(SpanKind.SERVER);
    expect(consumer.kind).toBe(SpanKind.CONSUMER);
    // svc-billing's handling wrote its usage projection in a SQLite transaction of the same trace.
    expect(
      trace.some(
        (span) =>
          span.name === 'sqlite transaction' &&
          span.parentSpanContext?.spanId === consumer.spanContext().spanId,
      ),
    ).toBe(true);
    // svc-triage asked svc-auth about the session inside the same trace.
    expect(trace.map(describeSpan)).toContain('svc-auth:POST /internal/sessions/confirm');
  });

  it('when a client sends its own traceparent, then the gateway starts a trace of its own', async () => {
    const clinician = await registerClinician(manan, `trace.client.${overRabbitMq ? 'amqp' : 'local'}`);
    exporter.reset();
    const clientTraceId = '0af7651916cd43dd8448eb211c80319c';
    const response = await clinician.call('/api/cases', {
      headers: { traceparent: `00-${clientTraceId}-b7ad6b7169203331-01` },
    });
    expect(response.status).toBe(200);
    const gatewaySpan = await eventually(() =>
      exporter.getFinishedSpans().find((span) => span.attributes[componentAttribute] === 'svc-gateway'),
    );
    expect(gatewaySpan.spanContext().traceId).not.toBe(clientTraceId);
    expect(gatewaySpan.parentSpanContext).toBeUndefined();
  });
});

/** Removes what this run declared on the broker. */
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
