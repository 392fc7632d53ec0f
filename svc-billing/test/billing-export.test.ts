import { randomUUID } from 'node:crypto';
import { billingExportSchema } from '@manan/contracts';
import { bodyOf, startBilling, type BillingHarness } from './support/billing-harness';

const acceptedCard = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Dr Test' };

const analysisRecorded = (userId: string, month: string, caseId = randomUUID()) => ({
  messageId: randomUUID(),
  type: 'triage.analysis.recorded',
  version: 1,
  occurredAt: new Date().toISOString(),
  data: { userId, caseId, month, countInMonth: 1 },
});

describe('svc-billing GET /api/export/billing ("Download my data")', () => {
  let harness: BillingHarness;

  beforeAll(async () => {
    harness = await startBilling();
  });
  afterAll(() => harness.close());

  async function subscribeWithSandbox(user: string): Promise<void> {
    const { url } = (await bodyOf(
      await harness.call('/api/create-checkout-session', { user, json: {} }),
    )) as {
      url: string;
    };
    const sessionId = new URL(url).pathname.split('/').pop()!;
    await harness.call(`${url}/pay`, { form: acceptedCard, headers: { origin: harness.url } });
    const activation = await harness.call('/api/update-subscription-from-session', {
      user,
      json: { sessionId },
    });
    expect(activation.status).toBe(200);
  }

  it("when a premium user exports, then they get their subscription and every month's usage, and nothing of another user's", async () => {
    const thisMonth = new Date().toISOString().slice(0, 7);
    await subscribeWithSandbox('export-premium');
    await harness.bus.publish(analysisRecorded('export-premium', '2026-01'));
    await harness.bus.publish(analysisRecorded('export-premium', thisMonth));
    await harness.bus.publish(analysisRecorded('export-premium', thisMonth));
    await harness.bus.publish(analysisRecorded('export-other', thisMonth));

    const response = await harness.call('/api/export/billing', { user: 'export-premium' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = billingExportSchema.parse(await response.json());
    expect(body.subscription).toMatchObject({
      active: true,
      status: 'active',
      tier: 'premium',
      autoRenew: true,
    });
    expect(body.paymentProvider).toBe('sandbox');
    expect(body.usage.currentMonth).toEqual({ used: 2, limit: null, isPremium: true });
    expect(body.usage.months).toEqual(
      [
        { month: '2026-01', analyses: 1 },
        { month: thisMonth, analyses: 2 },
      ].sort((a, b) => a.month.localeCompare(b.month)),
    );
    const text = JSON.stringify(body);
    expect(text).not.toContain('export-other');
    expect(text).not.toMatch(/cus_|sub_|cs_sandbox/);
  });

  it('when a user never subscribed, then the export says free, with no provider and no months', async () => {
    const body = billingExportSchema.parse(
      await bodyOf(await harness.call('/api/export/billing', { user: 'export-free' })),
    );
    expect(body.subscription).toMatchObject({ active: false, status: 'free', tier: 'free' });
    expect(body.paymentProvider).toBeNull();
    expect(body.usage).toEqual({ currentMonth: { used: 0, limit: 20, isPremium: false }, months: [] });
  });

  it('when there is no session, then 401 JSON', async () => {
    const response = await harness.call('/api/export/billing');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'AUTH.UNAUTHENTICATED' } });
  });
});
