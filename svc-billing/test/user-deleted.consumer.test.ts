import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { sqliteRowsMentioning } from '@manan/service-kit/testing';
import Stripe from 'stripe';
import { bodyOf, eventually, startBilling, type BillingHarness } from './support/billing-harness';
import { startFakeStripeApi, type FakeStripeApi } from './support/fake-stripe-api';

const webhookSecret = 'whsec_test_secret';
const stripe = new Stripe('sk_test_fake');

const userDeleted = (userId: string, messageId: string = randomUUID()) => ({
  messageId,
  type: 'auth.user.deleted',
  version: 1,
  occurredAt: new Date().toISOString(),
  data: { userId },
});

describe('svc-billing consuming auth.user.deleted.v1 (Stripe: a local fake Stripe API)', () => {
  let fake: FakeStripeApi;
  let harness: BillingHarness;

  beforeEach(async () => {
    fake = await startFakeStripeApi();
    harness = await startBilling({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_ID: 'price_premium_monthly',
      STRIPE_API_BASE_URL: fake.url,
      PUBLIC_ORIGIN: 'http://localhost:8080',
    });
  });
  afterEach(async () => {
    await harness.close();
    await fake.close();
  });

  const billingDatabase = () => path.join(harness.dataDir, 'billing.sqlite');
  const usageOf = async (user: string) => bodyOf(await harness.call('/api/user/subscription', { user }));
  const cancellations = () =>
    fake.requests.filter(
      (request) => request.method === 'DELETE' && request.path.startsWith('/v1/subscriptions/'),
    );

  function deliverWebhook(type: string, object: object): Promise<Response> {
    const body = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
    return fetch(`${harness.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
  }

  /** A premium user (paid through Stripe's checkout) with two analyses counted this month. */
  async function paidUserWithUsage(user: string) {
    const created = await harness.call('/api/create-checkout-session', { user, json: {} });
    const sessionId = ((await created.json()) as { url: string }).url.split('/').pop()!;
    const subscription = fake.completeSession(sessionId);
    expect((await deliverWebhook('checkout.session.completed', fake.sessions.get(sessionId)!)).status).toBe(
      200,
    );
    const month = new Date().toISOString().slice(0, 7);
    for (const caseId of ['case-1', 'case-2']) {
      await harness.bus.publish({
        messageId: randomUUID(),
        type: 'triage.analysis.recorded',
        version: 1,
        occurredAt: new Date().toISOString(),
        data: { userId: user, caseId, month, countInMonth: 1 },
      });
    }
    expect(await usageOf(user)).toEqual({ used: 2, limit: null, isPremium: true });
    return { sessionId, subscriptionId: subscription.id };
  }

  it('when a premium user is deleted, then Stripe cancels the subscription now and billing forgets everything of them', async () => {
    const { sessionId, subscriptionId } = await paidUserWithUsage('leaving-user');
    await paidUserWithUsage('staying-user');

    await harness.bus.publish(userDeleted('leaving-user'));

    expect(cancellations().map((request) => request.path)).toEqual([`/v1/subscriptions/${subscriptionId}`]);
    expect(cancellations()[0]!.idempotencyKey).toMatch(/^delete-account-/);
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(await harness.billing.subscriptions.findByUser('leaving-user')).toBeNull();
    expect(await harness.billing.checkoutSessions.find(sessionId)).toBeNull();
    expect(await harness.billing.customers.findCustomerId('stripe', 'leaving-user')).toBeNull();
    expect(await usageOf('leaving-user')).toEqual({ used: 0, limit: 20, isPremium: false });
    expect(sqliteRowsMentioning(billingDatabase(), ['leaving-user', subscriptionId, sessionId])).toEqual([]);

    expect(await usageOf('staying-user')).toEqual({ used: 2, limit: null, isPremium: true });
    expect(harness.bus.deadLetters()).toEqual([]);
  });

  it("when Stripe then reports the cancellation by webhook, then the deleted user's subscription does not come back", async () => {
    const { subscriptionId } = await paidUserWithUsage('leaving-user');
    await harness.bus.publish(userDeleted('leaving-user'));
    const response = await deliverWebhook(
      'customer.subscription.deleted',
      fake.subscriptions.get(subscriptionId)!,
    );
    expect(response.status).toBe(200);
    expect(await harness.billing.subscriptions.findByUser('leaving-user')).toBeNull();
    expect(sqliteRowsMentioning(billingDatabase(), ['leaving-user', subscriptionId])).toEqual([]);
  });

  it('when Stripe fails, then the message is retried (never acked), nothing is deleted before the subscription is ended, and the deletion completes once Stripe answers', async () => {
    const { subscriptionId } = await paidUserWithUsage('leaving-user');
    fake.failing = true;
    const delivery = harness.bus.publish(userDeleted('leaving-user'));

    // Each delivery is one cancel call (stripe-node itself tries it 3 times); a fourth request means the
    // bus delivered the message again after the handler threw.
    await eventually(() => expect(cancellations().length).toBeGreaterThan(3), 10_000);
    expect(await harness.billing.subscriptions.findByUser('leaving-user')).toMatchObject({ subscriptionId });
    expect(await usageOf('leaving-user')).toMatchObject({ used: 2, isPremium: true });

    fake.failing = false;
    await delivery;
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(await harness.billing.subscriptions.findByUser('leaving-user')).toBeNull();
    expect(await usageOf('leaving-user')).toEqual({ used: 0, limit: 20, isPremium: false });
    expect(harness.bus.deadLetters()).toEqual([]);
  }, 20_000);

  it('when the same deletion is delivered twice, then Stripe is asked once and the second changes nothing', async () => {
    await paidUserWithUsage('leaving-user');
    const event = userDeleted('leaving-user');
    await harness.bus.publish(event);
    await harness.bus.publish(event);
    await harness.bus.publish(userDeleted('leaving-user'));
    expect(cancellations()).toHaveLength(1);
    expect(await usageOf('leaving-user')).toEqual({ used: 0, limit: 20, isPremium: false });
    expect(harness.bus.deadLetters()).toEqual([]);
  });

  it('when a free user (or one whose subscription already ended) is deleted, then Stripe is not asked', async () => {
    await harness.bus.publish({
      messageId: randomUUID(),
      type: 'triage.analysis.recorded',
      version: 1,
      occurredAt: new Date().toISOString(),
      data: {
        userId: 'free-user',
        caseId: 'case-1',
        month: new Date().toISOString().slice(0, 7),
        countInMonth: 1,
      },
    });
    await harness.bus.publish(userDeleted('free-user'));
    expect(cancellations()).toEqual([]);
    expect(sqliteRowsMentioning(billingDatabase(), ['free-user'])).toEqual([]);
  });
});

describe('svc-billing consuming auth.user.deleted.v1 (the sandbox payment provider)', () => {
  let harness: BillingHarness;
  beforeAll(async () => (harness = await startBilling()));
  afterAll(() => harness.close());

  it("when a sandbox premium user is deleted, then neither billing nor the sandbox provider's records keep anything of them", async () => {
    const created = await harness.call('/api/create-checkout-session', { user: 'sandbox-leaver', json: {} });
    const { url } = (await created.json()) as { url: string };
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Dr Test' };
    expect((await harness.call(`${url}/pay`, { form: card, headers: { origin: harness.url } })).status).toBe(
      303,
    );
    const sessionId = new URL(url).pathname.split('/').pop()!;
    await harness.call('/api/update-subscription-from-session', {
      user: 'sandbox-leaver',
      json: { sessionId },
    });
    const subscription = await harness.billing.subscriptions.findByUser('sandbox-leaver');
    expect(subscription).toMatchObject({ provider: 'sandbox', status: 'active' });

    await harness.bus.publish(userDeleted('sandbox-leaver'));

    expect(
      await harness.billing.gateway.retrieveSubscription(subscription!.subscriptionId).catch(() => null),
    ).toBeNull();
    expect(await harness.billing.subscriptions.findByUser('sandbox-leaver')).toBeNull();
    expect(
      sqliteRowsMentioning(path.join(harness.dataDir, 'billing.sqlite'), ['sandbox-leaver', sessionId]),
    ).toEqual([]);
    expect(harness.bus.deadLetters()).toEqual([]);
  });
});
