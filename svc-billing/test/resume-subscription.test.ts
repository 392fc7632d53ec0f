import { bodyOf, eventually, startBilling, type BillingHarness } from './support/billing-harness';
import { startFakeStripeApi, type FakeStripeApi } from './support/fake-stripe-api';

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Dr Test' };
const resume = (harness: BillingHarness, user: string) =>
  harness.call('/api/resume-subscription', { user, json: {} });
const cancel = (harness: BillingHarness, user: string) =>
  harness.call('/api/cancel-subscription', { user, json: {} });

describe('resuming a cancelled subscription, with the sandbox (injected clock)', () => {
  let harness: BillingHarness;
  let clock = new Date('2031-05-10T09:00:00.000Z');

  beforeAll(async () => {
    harness = await startBilling({}, { now: () => clock });
  });
  afterAll(() => harness.close());

  async function subscribe(user: string): Promise<string> {
    const { url } = await bodyOf(await harness.call('/api/create-checkout-session', { user, json: {} }));
    expect((await harness.call(`${url}/pay`, { form: card })).status).toBe(303);
    return (await bodyOf(await harness.call('/api/subscription', { user }))).endDate;
  }
  const entitlementsOf = (user: string) =>
    harness.entitlements.filter((envelope) => envelope.data.userId === user).map((envelope) => envelope.data);

  it('when a user resumes after cancelling, then auto-renew is back on and the period renews at its end', async () => {
    clock = new Date('2031-05-10T09:00:00.000Z');
    const endDate = await subscribe('sandbox-returner');
    expect((await bodyOf(await cancel(harness, 'sandbox-returner'))).autoRenew).toBe(false);

    const resumed = await resume(harness, 'sandbox-returner');
    expect(resumed.status).toBe(200);
    const view = await bodyOf(resumed);
    expect(view).toMatchObject({ active: true, tier: 'premium', autoRenew: true, endDate });
    expect(view.stripeDetails).toEqual({ nextBillingDate: endDate });
    expect(await bodyOf(await harness.call('/api/subscription', { user: 'sandbox-returner' }))).toEqual(view);

    // Past the old end date the sandbox renews it instead of ending it, and premium stays on.
    clock = new Date(Date.parse(endDate) + 60_000);
    await harness.billing.checkSubscriptions();
    expect(
      await bodyOf(await harness.call('/api/user/subscription', { user: 'sandbox-returner' })),
    ).toMatchObject({ isPremium: true });
    expect(
      (await bodyOf(await harness.call('/api/subscription', { user: 'sandbox-returner' }))).endDate,
    ).not.toBe(endDate);
    // Premium never went off, so no entitlement change beyond the first was announced for the resume.
    await eventually(() => expect(entitlementsOf('sandbox-returner')[0]).toMatchObject({ isPremium: true }));
    expect(entitlementsOf('sandbox-returner').every((data) => data.isPremium)).toBe(true);
  });

  it('when a subscription that renews anyway is resumed, then it is unchanged (resuming twice is fine)', async () => {
    clock = new Date('2031-06-01T09:00:00.000Z');
    const endDate = await subscribe('sandbox-stayer');
    const response = await resume(harness, 'sandbox-stayer');
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toMatchObject({ active: true, autoRenew: true, endDate });
    expect((await resume(harness, 'sandbox-stayer')).status).toBe(200);
  });

  it('when the cancelled period has already ended, then 404: there is nothing left to resume', async () => {
    clock = new Date('2031-07-01T09:00:00.000Z');
    const endDate = await subscribe('sandbox-too-late');
    await cancel(harness, 'sandbox-too-late');
    clock = new Date(Date.parse(endDate) + 1_000);
    await harness.billing.checkSubscriptions();
    const response = await resume(harness, 'sandbox-too-late');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: { code: 'BILLING.NOTHING_TO_RESUME', message: 'No active subscription to resume' },
    });
  });

  it("when a free user resumes, then 404; resuming touches only the caller's own subscription", async () => {
    clock = new Date('2031-08-01T09:00:00.000Z');
    await subscribe('sandbox-owner');
    await cancel(harness, 'sandbox-owner');
    expect((await resume(harness, 'sandbox-free-user')).status).toBe(404);
    expect((await bodyOf(await harness.call('/api/subscription', { user: 'sandbox-owner' }))).autoRenew).toBe(
      false,
    );
  });

  it('when signed out, then 401', async () => {
    expect((await harness.call('/api/resume-subscription', { json: {} })).status).toBe(401);
  });
});

describe('resuming a cancelled subscription, with Stripe (a local fake Stripe API)', () => {
  let fake: FakeStripeApi;
  let harness: BillingHarness;

  beforeAll(async () => {
    fake = await startFakeStripeApi();
    harness = await startBilling({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
      STRIPE_PRICE_ID: 'price_premium_monthly',
      STRIPE_API_BASE_URL: fake.url,
      PUBLIC_ORIGIN: 'http://localhost:8080',
    });
  });
  afterAll(async () => {
    await harness.close();
    await fake.close();
  });
  afterEach(() => {
    fake.failing = false;
  });

  async function subscribe(user: string): Promise<string> {
    const { url } = await bodyOf(await harness.call('/api/create-checkout-session', { user, json: {} }));
    const sessionId = url.split('/').pop()!;
    const subscription = fake.completeSession(sessionId);
    const activated = await harness.call('/api/update-subscription-from-session', {
      user,
      json: { sessionId },
    });
    expect(await activated.json()).toEqual({ status: 'active' });
    return subscription.id;
  }

  it('when a user resumes after cancelling, then Stripe is told cancel_at_period_end=false (idempotently) and auto-renew is on', async () => {
    const subscriptionId = await subscribe('stripe-returner');
    await cancel(harness, 'stripe-returner');
    expect(fake.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);

    const response = await resume(harness, 'stripe-returner');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ active: true, tier: 'premium', autoRenew: true });
    expect(fake.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);
    const update = fake.requests
      .filter(
        (request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscriptionId}`,
      )
      .pop()!;
    expect(update.body).toEqual({ cancel_at_period_end: 'false' });
    expect(update.idempotencyKey).toMatch(/^resume-/);
  });

  it('when Stripe fails during resume, then 502 {error: "Failed to resume subscription"} and the subscription stays cancelled', async () => {
    await subscribe('stripe-resume-fails');
    await cancel(harness, 'stripe-resume-fails');
    fake.failing = true;
    const response = await resume(harness, 'stripe-resume-fails');
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      error: { code: 'BILLING.RESUME_FAILED', message: 'Failed to resume subscription' },
    });
    fake.failing = false;
    expect(
      (await bodyOf(await harness.call('/api/subscription', { user: 'stripe-resume-fails' }))).autoRenew,
    ).toBe(false);
  });
});
