import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { bodyOf, eventually, startBilling, type BillingHarness } from './support/billing-harness';
import { startFakeStripeApi, type FakeStripeApi } from './support/fake-stripe-api';

const webhookSecret = 'whsec_test_secret';
const stripe = new Stripe('sk_test_fake');
const seconds = (date: number = Date.now()) => Math.floor(date / 1000);

describe('svc-billing with Stripe (a local fake Stripe API)', () => {
  let fake: FakeStripeApi;
  let harness: BillingHarness;

  beforeAll(async () => {
    fake = await startFakeStripeApi();
    harness = await startBilling({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
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

  const event = (type: string, object: object, created = seconds()) => ({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    type,
    data: { object },
  });

  function deliver(
    payload: object,
    options: { timestamp?: number; secret?: string } = {},
  ): Promise<Response> {
    const body = JSON.stringify(payload);
    const signature = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? webhookSecret,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
    return fetch(`${harness.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
  }

  async function checkout(user: string): Promise<string> {
    const response = await harness.call('/api/create-checkout-session', { user, json: {} });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    return url.split('/').pop()!;
  }

  const usageOf = async (user: string) => bodyOf(await harness.call('/api/user/subscription', { user }));
  const entitlementsOf = (user: string) =>
    harness.entitlements.filter((envelope) => envelope.data.userId === user).map((envelope) => envelope.data);

  it('when a user starts a checkout, then Stripe gets a subscription-mode session for the price, with return URLs, the user id and a reused customer', async () => {
    const first = await checkout('stripe-buyer');
    const second = await checkout('stripe-buyer');
    const creates = fake.requests.filter((request) => request.path === '/v1/checkout/sessions');
    const [created, createdAgain] = creates.slice(-2);
    expect(created!.body).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_premium_monthly', quantity: '1' }],
      client_reference_id: 'stripe-buyer',
      success_url: 'http://localhost:8080/subscription/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:8080/subscription/cancel',
      subscription_data: { metadata: { userId: 'stripe-buyer' } },
    });
    expect(created!.body.customer).toEqual(createdAgain!.body.customer);
    expect(fake.requests.filter((request) => request.path === '/v1/customers')).toHaveLength(1);
    expect(created!.idempotencyKey).toBeTruthy();
    expect(created!.idempotencyKey).not.toEqual(createdAgain!.idempotencyKey);
    expect(first).not.toEqual(second);
  });

  it('when Stripe fails, then create-checkout-session answers {error: "Failed to create checkout session"}', async () => {
    fake.failing = true;
    const response = await harness.call('/api/create-checkout-session', { user: 'stripe-unlucky', json: {} });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { message: 'Failed to create checkout session' } });
  });

  it('when checkout.session.completed arrives, then premium turns on, the entitlement event is published, and the success page sees active', async () => {
    const sessionId = await checkout('stripe-payer');
    const subscription = fake.completeSession(sessionId);
    const response = await deliver(event('checkout.session.completed', fake.sessions.get(sessionId)!));
    expect(response.status).toBe(200);
    expect(await usageOf('stripe-payer')).toEqual({ used: 0, limit: null, isPremium: true });
    const periodEnd = new Date(
      (subscription.items as { data: Array<{ current_period_end: number }> }).data[0]!.current_period_end *
        1000,
    ).toISOString();
    await eventually(() =>
      expect(entitlementsOf('stripe-payer')).toEqual([
        { userId: 'stripe-payer', isPremium: true, periodEnd },
      ]),
    );
    const activation = await harness.call('/api/update-subscription-from-session', {
      user: 'stripe-payer',
      json: { sessionId },
    });
    expect(await activation.json()).toEqual({ status: 'active' });
    expect(
      (await harness.call('/api/create-checkout-session', { user: 'stripe-payer', json: {} })).status,
    ).toBe(409);
  });

  it('when the payment is still processing, then the success page says pending activation until async_payment_succeeded', async () => {
    const sessionId = await checkout('stripe-slow-payer');
    const subscription = fake.completeSession(sessionId, { paymentStatus: 'unpaid' });
    const pending = await harness.call('/api/update-subscription-from-session', {
      user: 'stripe-slow-payer',
      json: { sessionId },
    });
    expect(await pending.json()).toEqual({ status: 'pending activation' });
    expect((await usageOf('stripe-slow-payer')).isPremium).toBe(false);

    fake.sessions.get(sessionId)!.payment_status = 'paid';
    fake.setSubscription(subscription.id, { status: 'active' });
    await deliver(event('checkout.session.async_payment_succeeded', fake.sessions.get(sessionId)!));
    expect((await usageOf('stripe-slow-payer')).isPremium).toBe(true);
  });

  it('when async_payment_failed arrives, then nothing activates and the success page is told the payment failed', async () => {
    const sessionId = await checkout('stripe-failed-payer');
    fake.completeSession(sessionId, { paymentStatus: 'unpaid' });
    expect(
      (await deliver(event('checkout.session.async_payment_failed', fake.sessions.get(sessionId)!))).status,
    ).toBe(200);
    const activation = await harness.call('/api/update-subscription-from-session', {
      user: 'stripe-failed-payer',
      json: { sessionId },
    });
    expect(activation.status).toBe(402);
    expect((await usageOf('stripe-failed-payer')).isPremium).toBe(false);
  });

  it("when a user activates another user's Stripe session, then 403", async () => {
    const sessionId = await checkout('stripe-owner');
    fake.completeSession(sessionId);
    const response = await harness.call('/api/update-subscription-from-session', {
      user: 'stripe-intruder',
      json: { sessionId },
    });
    expect(response.status).toBe(403);
    expect((await usageOf('stripe-intruder')).isPremium).toBe(false);
  });

  it('when the signature is forged, missing, or made with another secret, then 400 and nothing happens', async () => {
    const sessionId = await checkout('stripe-forged');
    fake.completeSession(sessionId);
    const payload = event('checkout.session.completed', fake.sessions.get(sessionId)!);
    expect((await deliver(payload, { secret: 'whsec_someone_else' })).status).toBe(400);
    const unsigned = await fetch(`${harness.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    expect(unsigned.status).toBe(400);
    const tampered = await fetch(`${harness.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({
          payload: JSON.stringify({ ...payload, type: 'invoice.paid' }),
          secret: webhookSecret,
        }),
      },
      body: JSON.stringify(payload),
    });
    expect(tampered.status).toBe(400);
    expect((await usageOf('stripe-forged')).isPremium).toBe(false);
  });

  it('when a signed event is replayed after the 300 s tolerance, then 400 and nothing happens', async () => {
    const sessionId = await checkout('stripe-replayed');
    fake.completeSession(sessionId);
    const payload = event('checkout.session.completed', fake.sessions.get(sessionId)!);
    expect((await deliver(payload, { timestamp: seconds() - 301 })).status).toBe(400);
    expect((await usageOf('stripe-replayed')).isPremium).toBe(false);
    expect((await deliver(payload, { timestamp: seconds() - 200 })).status).toBe(200);
  });

  it('when the same event is delivered twice, then it is processed once', async () => {
    const sessionId = await checkout('stripe-duplicate');
    fake.completeSession(sessionId);
    const payload = event('checkout.session.completed', fake.sessions.get(sessionId)!);
    expect(await bodyOf(await deliver(payload))).toEqual({ received: true, outcome: 'processed' });
    expect(await bodyOf(await deliver(payload))).toEqual({ received: true, outcome: 'duplicate' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(entitlementsOf('stripe-duplicate')).toHaveLength(1);
  });

  it('when subscription.deleted arrives before an older subscription.updated, then the subscription stays canceled', async () => {
    const sessionId = await checkout('stripe-out-of-order');
    const subscription = fake.completeSession(sessionId);
    await deliver(event('checkout.session.completed', fake.sessions.get(sessionId)!));
    const activeCopy = structuredClone(subscription);
    fake.setSubscription(subscription.id, { status: 'canceled', ended_at: seconds() });

    await deliver(
      event('customer.subscription.deleted', fake.subscriptions.get(subscription.id)!, seconds()),
    );
    expect((await usageOf('stripe-out-of-order')).isPremium).toBe(false);
    await deliver(event('customer.subscription.updated', activeCopy, seconds() - 60));
    expect((await usageOf('stripe-out-of-order')).isPremium).toBe(false);
    const view = await bodyOf(await harness.call('/api/subscription', { user: 'stripe-out-of-order' }));
    expect(view).toMatchObject({ active: false, status: 'canceled', tier: 'free' });
    await eventually(() =>
      expect(entitlementsOf('stripe-out-of-order').map((data) => data.isPremium)).toEqual([true, false]),
    );
  });

  it('when a renewal payment fails and is later paid, then premium goes off with invoice.payment_failed and back on with invoice.paid', async () => {
    const sessionId = await checkout('stripe-renewal');
    const subscription = fake.completeSession(sessionId);
    await deliver(event('checkout.session.completed', fake.sessions.get(sessionId)!));
    const invoice = (status: string) => ({
      id: `in_${randomBytes(6).toString('hex')}`,
      object: 'invoice',
      status,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    });

    fake.setSubscription(subscription.id, { status: 'past_due' });
    await deliver(event('invoice.payment_failed', invoice('open')));
    expect((await usageOf('stripe-renewal')).isPremium).toBe(false);

    fake.setSubscription(subscription.id, { status: 'active' });
    await deliver(event('invoice.paid', invoice('paid')));
    expect((await usageOf('stripe-renewal')).isPremium).toBe(true);
    await eventually(() =>
      expect(entitlementsOf('stripe-renewal').map((data) => data.isPremium)).toEqual([true, false, true]),
    );
  });

  it('when a premium user cancels, then Stripe is told cancel_at_period_end and access stays until the end date', async () => {
    const sessionId = await checkout('stripe-leaver');
    const subscription = fake.completeSession(sessionId);
    await deliver(event('checkout.session.completed', fake.sessions.get(sessionId)!));
    const response = await harness.call('/api/cancel-subscription', { user: 'stripe-leaver', json: {} });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ active: true, autoRenew: false, tier: 'premium' });
    expect(fake.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(true);
    expect(
      fake.requests.find(
        (request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscription.id}`,
      )?.idempotencyKey,
    ).toBeTruthy();
    expect((await usageOf('stripe-leaver')).isPremium).toBe(true);
  });

  it('when Stripe fails during cancel, then {error: "Failed to cancel subscription"}', async () => {
    const sessionId = await checkout('stripe-cancel-fails');
    fake.completeSession(sessionId);
    await deliver(event('checkout.session.completed', fake.sessions.get(sessionId)!));
    fake.failing = true;
    const response = await harness.call('/api/cancel-subscription', {
      user: 'stripe-cancel-fails',
      json: {},
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { message: 'Failed to cancel subscription' } });
  });

  it('when an event billing does not act on arrives, then it is acknowledged', async () => {
    const response = await deliver(event('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});
