import { activationLimits } from '@manan/contracts';
import { bodyOf, eventually, startBilling, type BillingHarness } from './support/billing-harness';

const acceptedCard = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Dr Test' };
const declinedCard = { ...acceptedCard, cardNumber: '4000 0000 0000 0002' };

describe('svc-billing sandbox checkout (no STRIPE_SECRET_KEY), over HTTP', () => {
  let harness: BillingHarness;

  beforeAll(async () => {
    harness = await startBilling();
  });
  afterAll(() => harness.close());

  async function startCheckout(user: string): Promise<{ url: string; sessionId: string }> {
    const response = await harness.call('/api/create-checkout-session', { user, json: {} });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const sessionId = new URL(url).pathname.split('/').pop()!;
    return { url, sessionId };
  }

  it('when a user pays with 4242…, then they return to success_url with the session id and the subscription activates', async () => {
    const { url, sessionId } = await startCheckout('sandbox-payer');
    expect(url).toBe(`${harness.url}/billing/sandbox/checkout/${sessionId}`);
    expect(sessionId).toMatch(/^cs_sandbox_[A-Za-z0-9_-]{32}$/);

    const page = await harness.call(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Sandbox checkout — no real payment is taken');
    expect(html).toContain('$19.99');
    expect(html).toContain('Premium');
    expect(html).not.toContain('<script');

    const paid = await harness.call(`${url}/pay`, { form: acceptedCard, headers: { origin: harness.url } });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${harness.url}/subscription/success?session_id=${sessionId}`);

    const activation = await harness.call('/api/update-subscription-from-session', {
      user: 'sandbox-payer',
      json: { sessionId },
    });
    expect(activation.status).toBe(200);
    expect(await activation.json()).toEqual({ status: 'active' });
    expect(await bodyOf(await harness.call('/api/user/subscription', { user: 'sandbox-payer' }))).toEqual({
      used: 0,
      limit: null,
      isPremium: true,
    });

    const subscription = await bodyOf(await harness.call('/api/subscription', { user: 'sandbox-payer' }));
    expect(subscription).toMatchObject({ active: true, status: 'active', tier: 'premium', autoRenew: true });
    const days = (Date.parse(subscription.endDate) - Date.parse(subscription.startDate)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(subscription.stripeDetails).toEqual({ nextBillingDate: subscription.endDate });

    await eventually(() =>
      expect(harness.entitlements.map((event) => event.data)).toContainEqual({
        userId: 'sandbox-payer',
        isPremium: true,
        periodEnd: subscription.endDate,
      }),
    );
    // Activating again (a reload of the success page) changes nothing and announces nothing new.
    expect(
      await (
        await harness.call('/api/update-subscription-from-session', {
          user: 'sandbox-payer',
          json: { sessionId },
        })
      ).json(),
    ).toEqual({ status: 'active' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(harness.entitlements.filter((event) => event.data.userId === 'sandbox-payer')).toHaveLength(1);

    // The paid session's page is gone, and a premium user cannot start another checkout.
    expect((await harness.call(url)).status).toBe(404);
    const again = await harness.call('/api/create-checkout-session', { user: 'sandbox-payer', json: {} });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: { message: 'You already have an active premium subscription' },
    });
  });

  it('when the card is 4000 0000 0000 0002, then the page says it was declined and nothing activates', async () => {
    const { url, sessionId } = await startCheckout('sandbox-declined');
    const declined = await harness.call(`${url}/pay`, { form: declinedCard });
    expect(declined.status).toBe(402);
    const html = await declined.text();
    expect(html).toContain('Your card was declined.');
    expect(html).toContain('Sandbox checkout — no real payment is taken');

    const activation = await harness.call('/api/update-subscription-from-session', {
      user: 'sandbox-declined',
      json: { sessionId },
    });
    expect(activation.status).toBe(409);
    expect(await activation.json()).toMatchObject({
      error: { message: 'This checkout has not been completed' },
    });
    expect(await bodyOf(await harness.call('/api/user/subscription', { user: 'sandbox-declined' }))).toEqual({
      used: 0,
      limit: 20,
      isPremium: false,
    });
    // The session stays open: the user can try another card.
    expect((await harness.call(url)).status).toBe(200);
  });

  it('when the user presses Cancel, then they are sent to cancel_url and the session closes', async () => {
    const { url } = await startCheckout('sandbox-canceller');
    const cancelled = await harness.call(`${url}/cancel`, { form: {} });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${harness.url}/subscription/cancel`);
  });

  it('when the form is posted from another site, then it is refused and nothing is paid', async () => {
    const { url, sessionId } = await startCheckout('sandbox-csrf');
    const forged = await harness.call(`${url}/pay`, {
      form: acceptedCard,
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    const activation = await harness.call('/api/update-subscription-from-session', {
      user: 'sandbox-csrf',
      json: { sessionId },
    });
    expect(activation.status).toBe(409);
  });

  it('when the session id is unknown or guessed, then the page and the form answer 404', async () => {
    expect((await harness.call('/billing/sandbox/checkout/cs_sandbox_guess')).status).toBe(404);
    const pay = await harness.call('/billing/sandbox/checkout/cs_sandbox_guess/pay', { form: acceptedCard });
    expect(pay.status).toBe(404);
  });

  it("when a user activates another user's session, then 403 and the other's checkout is untouched", async () => {
    const { url, sessionId } = await startCheckout('sandbox-owner');
    await harness.call(`${url}/pay`, { form: acceptedCard });
    const stolen = await harness.call('/api/update-subscription-from-session', {
      user: 'sandbox-thief',
      json: { sessionId },
    });
    expect(stolen.status).toBe(403);
    expect(await stolen.json()).toMatchObject({
      error: { message: 'This checkout session belongs to another account' },
    });
    expect(
      (await bodyOf(await harness.call('/api/user/subscription', { user: 'sandbox-thief' }))).isPremium,
    ).toBe(false);
  });

  it('when a premium user cancels, then auto-renew stops and access lasts until the end date', async () => {
    const { url } = await startCheckout('sandbox-leaver');
    await harness.call(`${url}/pay`, { form: acceptedCard });
    const cancelled = await harness.call('/api/cancel-subscription', { user: 'sandbox-leaver', json: {} });
    expect(cancelled.status).toBe(200);
    const view = await bodyOf(cancelled);
    expect(view).toMatchObject({ active: true, tier: 'premium', autoRenew: false });
    expect(view.stripeDetails).toEqual({ nextBillingDate: null });
    expect(await bodyOf(await harness.call('/api/subscription', { user: 'sandbox-leaver' }))).toEqual(view);
    expect(
      (await bodyOf(await harness.call('/api/user/subscription', { user: 'sandbox-leaver' }))).isPremium,
    ).toBe(true);
  });
});

describe('svc-billing plans, the free tier and sessions', () => {
  let harness: BillingHarness;

  beforeAll(async () => {
    harness = await startBilling();
  });
  afterAll(() => harness.close());

  it('when anyone asks for the plans, then Free ($0, 20 a month) and Premium ($19.99, unlimited) come back without a session', async () => {
    const response = await harness.call('/api/plans');
    expect(response.status).toBe(200);
    const { plans } = await bodyOf(response);
    expect(plans).toEqual([
      expect.objectContaining({
        id: 'free',
        name: 'Free',
        priceCents: 0,
        monthlyAnalysisLimit: 20,
        autoRenew: false,
      }),
      expect.objectContaining({
        id: 'premium',
        name: 'Premium',
        priceCents: 1999,
        interval: 'month',
        monthlyAnalysisLimit: null,
        autoRenew: true,
      }),
    ]);
  });

  it('when a user never subscribed, then GET /api/subscription answers the free tier', async () => {
    const response = await harness.call('/api/subscription', { user: 'free-user' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      active: false,
      status: 'free',
      tier: 'free',
      startDate: null,
      endDate: null,
      autoRenew: false,
      stripeDetails: { nextBillingDate: null },
    });
  });

  it('when a free user cancels, then 404 with the error message', async () => {
    const response = await harness.call('/api/cancel-subscription', { user: 'free-user', json: {} });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: 'No active subscription to cancel' } });
  });

  it.each([
    ['GET', '/api/subscription'],
    ['POST', '/api/create-checkout-session'],
    ['POST', '/api/cancel-subscription'],
    ['POST', '/api/update-subscription-from-session'],
    ['GET', '/api/user/subscription'],
  ])('when signed out, then %s %s answers 401', async (method, path) => {
    const response = await harness.call(path, { method, json: method === 'POST' ? {} : undefined });
    expect(response.status).toBe(401);
  });

  it('when the session id is missing or unknown, then update-subscription-from-session answers 400 or 404', async () => {
    expect(
      (await harness.call('/api/update-subscription-from-session', { user: 'u', json: {} })).status,
    ).toBe(400);
    const unknown = await harness.call('/api/update-subscription-from-session', {
      user: 'u',
      json: { sessionId: 'cs_sandbox_nothing' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { message: 'Checkout session not found' } });
  });

  it("when the session id is longer than the contract's limit, then 400 REQUEST.INVALID naming the field", async () => {
    const response = await harness.call('/api/update-subscription-from-session', {
      user: 'u',
      json: { sessionId: `cs_${'x'.repeat(activationLimits.sessionIdMaxLength)}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'REQUEST.INVALID',
        message: 'The request is not valid',
        fields: { sessionId: 'The request is not valid' },
      },
    });
  });

  it('when Stripe is not configured, then the webhook endpoint answers 404', async () => {
    expect((await harness.call('/api/webhooks/stripe', { json: { id: 'evt_1' } })).status).toBe(404);
  });
});
