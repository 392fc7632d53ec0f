import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInProcessEventBus, createLogger, type InProcessEventBus } from '@manan/service-kit';
import { billingConfigSchema, createBillingService, type BillingService } from '../src';

const logger = createLogger({ service: 'test', level: 'silent' });

const analysisRecorded = (data: Record<string, unknown>, messageId: string = randomUUID()) => ({
  messageId,
  type: 'triage.analysis.recorded',
  version: 1,
  occurredAt: new Date().toISOString(),
  data,
});

describe('svc-billing consuming triage.analysis.recorded.v1', () => {
  let bus: InProcessEventBus;
  let billing: BillingService;
  let dataDir: string;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-billing-'));
    bus = createInProcessEventBus({ logger, retryBaseDelayMs: 1, retryMaxDelayMs: 2 });
    billing = await createBillingService(billingConfigSchema.parse({ DATA_DIR: dataDir }), logger, bus);
  });

  afterEach(async () => {
    await billing.close();
    await bus.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when analyses are recorded, then billing counts them for the user and month', async () => {
    await bus.publish(analysisRecorded({ userId: 'u1', caseId: 'c1', month: '2026-11', countInMonth: 1 }));
    await bus.publish(analysisRecorded({ userId: 'u1', caseId: 'c2', month: '2026-11', countInMonth: 2 }));
    expect(await billing.usage.countForMonth('u1', '2026-11')).toBe(2);
  });

  it('when the same message is delivered twice, or replayed with a new id, then it counts once', async () => {
    const event = analysisRecorded({ userId: 'u1', caseId: 'c1', month: '2026-11', countInMonth: 1 });
    await bus.publish(event);
    await bus.publish(event);
    await bus.publish({ ...event, messageId: randomUUID() });
    expect(await billing.usage.countForMonth('u1', '2026-11')).toBe(1);
  });

  it('when an event is malformed, then it is dead-lettered and nothing is counted', async () => {
    await bus.publish(analysisRecorded({ userId: 'u1', caseId: 'c1', month: 'November', countInMonth: 1 }));
    expect(await billing.usage.countForMonth('u1', '2026-11')).toBe(0);
    expect(bus.deadLetters()).toHaveLength(1);
  });
});
