import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInProcessEventBus, createLogger, type InProcessEventBus } from '@manan/service-kit';
import { createTriageService, triageConfigSchema, type TriageService } from '../src';
import { isPremiumAt } from '../src/domain/entitlement/is-premium-at';

const logger = createLogger({ service: 'test', level: 'silent' });

const entitlementChanged = (data: Record<string, unknown>, occurredAt: string) => ({
  messageId: randomUUID(),
  type: 'billing.entitlement.changed',
  version: 1,
  occurredAt,
  data,
});

describe('svc-triage consuming billing.entitlement.changed.v1', () => {
  let bus: InProcessEventBus;
  let triage: TriageService;
  let dataDir: string;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-triage-'));
    bus = createInProcessEventBus({ logger, retryBaseDelayMs: 1, retryMaxDelayMs: 2 });
    triage = await createTriageService(triageConfigSchema.parse({ DATA_DIR: dataDir }), logger, {
      eventBus: bus,
    });
  });

  afterEach(async () => {
    await triage.close();
    await bus.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when premium is turned on, then triage treats the user as premium until the period ends', async () => {
    const periodEnd = '2026-12-22T00:00:00.000Z';
    await bus.publish(
      entitlementChanged({ userId: 'u1', isPremium: true, periodEnd }, '2026-11-22T10:00:00.000Z'),
    );
    const entitlement = await triage.entitlements.find('u1');
    expect(isPremiumAt(entitlement, new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(isPremiumAt(entitlement, new Date('2026-12-23T00:00:00Z'))).toBe(false);
  });

  it('when the "off" event is delivered before an older "on" event, then the user stays free', async () => {
    await bus.publish(
      entitlementChanged({ userId: 'u1', isPremium: false, periodEnd: null }, '2026-11-22T11:00:00.000Z'),
    );
    await bus.publish(
      entitlementChanged(
        { userId: 'u1', isPremium: true, periodEnd: '2026-12-22T00:00:00.000Z' },
        '2026-11-22T10:00:00.000Z',
      ),
    );
    expect(isPremiumAt(await triage.entitlements.find('u1'), new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});
