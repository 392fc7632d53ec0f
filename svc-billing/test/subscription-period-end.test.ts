import { bodyOf, eventually, startBilling, type BillingHarness } from './support/billing-harness';

const day = 86_400_000;
const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };

describe('svc-billing scheduled check: a paid period that ends (injected clock)', () => {
  let harness: BillingHarness;
  let clock = new Date('2031-01-15T10:00:00.000Z');

  beforeAll(async () => {
    harness = await startBilling({}, { now: () => clock });
  });
  afterAll(() => harness.close());

  async function subscribe(user: string): Promise<{ endDate: string }> {
    const { url } = await bodyOf(await harness.call('/api/create-checkout-session', { user, json: {} }));
    expect((await harness.call(`${url}/pay`, { form: card })).status).toBe(303);
    return bodyOf(await harness.call('/api/subscription', { user }));
  }
  const isPremium = async (user: string) =>
    (await bodyOf(await harness.call('/api/user/subscription', { user }))).isPremium;
  const entitlementsOf = (user: string) =>
    harness.entitlements.filter((envelope) => envelope.data.userId === user).map((envelope) => envelope.data);

  it('when a user cancels and the period ends, then premium turns off and billing.entitlement.changed says so', async () => {
    clock = new Date('2031-01-15T10:00:00.000Z');
    const { endDate } = await subscribe('period-leaver');
    expect(endDate).toBe('2031-02-15T10:00:00.000Z');
    expect((await harness.call('/api/cancel-subscription', { user: 'period-leaver', json: {} })).status).toBe(
      200,
    );

    clock = new Date(Date.parse(endDate) - 1_000);
    expect(await harness.billing.checkSubscriptions()).toBe(0);
    expect(await isPremium('period-leaver')).toBe(true);

    clock = new Date(Date.parse(endDate) + 1_000);
    expect(await harness.billing.checkSubscriptions()).toBe(1);
    expect(await isPremium('period-leaver')).toBe(false);
    expect(await bodyOf(await harness.call('/api/subscription', { user: 'period-leaver' }))).toMatchObject({
      active: false,
      tier: 'free',
      autoRenew: false,
    });
    await eventually(() =>
      expect(entitlementsOf('period-leaver')).toEqual([
        { userId: 'period-leaver', isPremium: true, periodEnd: endDate },
        { userId: 'period-leaver', isPremium: false, periodEnd: null },
      ]),
    );
    // Checking again finds nothing more to do.
    expect(await harness.billing.checkSubscriptions()).toBe(0);
  });

  it('when an auto-renewing period ends, then the provider renews it and premium continues with the new period end', async () => {
    clock = new Date('2031-03-31T08:00:00.000Z');
    const { endDate } = await subscribe('period-stayer');
    expect(endDate).toBe('2031-04-30T08:00:00.000Z');

    clock = new Date(Date.parse(endDate) + 60_000);
    expect(await harness.billing.checkSubscriptions()).toBe(1);
    expect(await isPremium('period-stayer')).toBe(true);
    const renewed = await bodyOf(await harness.call('/api/subscription', { user: 'period-stayer' }));
    expect(renewed).toMatchObject({ active: true, autoRenew: true, endDate: '2031-05-30T08:00:00.000Z' });
    await eventually(() =>
      expect(entitlementsOf('period-stayer').map((data) => data.periodEnd)).toEqual([
        endDate,
        '2031-05-30T08:00:00.000Z',
      ]),
    );
  });
});

describe('svc-billing scheduled check: the interval timer', () => {
  it('when SUBSCRIPTION_CHECK_INTERVAL_MS passes after a cancelled period ended, then premium turns off by itself', async () => {
    let clock = new Date('2032-06-01T00:00:00.000Z');
    const harness = await startBilling({ SUBSCRIPTION_CHECK_INTERVAL_MS: '20' }, { now: () => clock });
    try {
      const { url } = await bodyOf(
        await harness.call('/api/create-checkout-session', { user: 'timer', json: {} }),
      );
      await harness.call(`${url}/pay`, { form: card });
      await harness.call('/api/cancel-subscription', { user: 'timer', json: {} });
      clock = new Date(clock.getTime() + 40 * day);
      await eventually(() =>
        expect(harness.entitlements.map((envelope) => envelope.data.isPremium)).toEqual([true, false]),
      );
    } finally {
      await harness.close();
    }
  });
});
