/**
 * @jest-environment node
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { asPageOf, recordHttpPact } from '@manan/ui-kit/testing/pact';
import { plansApi } from '../../src/api/plans-api';
import { subscriptionApi } from '../../src/api/subscription-api';
import { readApiError } from '@manan/ui-kit';

const { like, regex, fromProviderState, datetime } = MatchersV3;

const isoTime = (example: string) => datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);
/** The one error body: the code is what the client decides on, the message what it shows. */
const jsonError = (code: string, message: string) => ({ error: { code, message: like(message) } });
const signedIn = ['a user is signed in', { userId: 'alice' }] as const;
const premium = ['the user has an active premium subscription', { userId: 'alice' }] as const;
const signedOut = 'no one is signed in';

const freeSubscription = {
  active: false,
  status: 'free',
  tier: 'free',
  startDate: null,
  endDate: null,
  autoRenew: false,
  stripeDetails: { nextBillingDate: null },
};

describe('HTTP pact: mfe-billing (consumer) with svc-billing (provider)', () => {
  const { pact, publish } = recordHttpPact('mfe-billing', 'svc-billing');
  afterAll(publish);

  it('GET /api/plans: the free and the premium plan, for visitors too', async () => {
    const plan = (id: string, name: string, priceCents: number, limit: number | null, autoRenew: boolean) =>
      like({
        id: regex('^(free|premium)$', id),
        name,
        priceCents,
        currency: 'usd',
        interval: 'month',
        monthlyAnalysisLimit: limit,
        autoRenew,
        features: MatchersV3.eachLike('PDF export'),
      });
    await pact
      .addInteraction()
      .given(signedOut)
      .uponReceiving('a request for the plans')
      .withRequest('GET', '/api/plans')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          plans: [plan('free', 'Free', 0, 20, false), plan('premium', 'Premium', 1999, null, true)],
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(plansApi.endpoints.plans.initiate());
          expect(data?.map((each) => each.id)).toEqual(['free', 'premium']);
          expect(data?.[1]?.monthlyAnalysisLimit).toBeNull();
        }),
      );
  });

  it('GET /api/subscription: a user who never subscribed is on the free tier', async () => {
    await pact
      .addInteraction()
      .given(...signedIn)
      .uponReceiving('a request for the subscription of a free user')
      .withRequest('GET', '/api/subscription')
      .willRespondWith(200, (response) => response.jsonBody(freeSubscription))
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(subscriptionApi.endpoints.subscription.initiate());
          expect(data).toEqual(freeSubscription);
        }),
      );
  });

  it('GET /api/subscription: a premium user sees the paid period and the next billing date', async () => {
    const end = '2026-12-22T10:00:00.000Z';
    await pact
      .addInteraction()
      .given(...premium)
      .uponReceiving('a request for the subscription of a premium user')
      .withRequest('GET', '/api/subscription')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          active: true,
          status: 'active',
          tier: 'premium',
          startDate: isoTime('2026-11-22T10:00:00.000Z'),
          endDate: isoTime(end),
          autoRenew: true,
          stripeDetails: { nextBillingDate: isoTime(end) },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(subscriptionApi.endpoints.subscription.initiate());
          expect(data).toMatchObject({ active: true, tier: 'premium', endDate: end });
        }),
      );
  });

  it('GET /api/subscription without a session: 401, which the page treats as signed out', async () => {
    await pact
      .addInteraction()
      .given(signedOut)
      .uponReceiving('a request for the subscription without a session')
      .withRequest('GET', '/api/subscription')
      .willRespondWith(401, (response) =>
        response.jsonBody(jsonError('AUTH.UNAUTHENTICATED', 'Please sign in to continue.')),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(subscriptionApi.endpoints.subscription.initiate());
          expect(readApiError(error)).toMatchObject({ status: 401, code: 'AUTH.UNAUTHENTICATED' });
        }),
      );
  });

  it('POST /api/create-checkout-session: where to send the browser', async () => {
    await pact
      .addInteraction()
      .given(...signedIn)
      .uponReceiving('a request to start a checkout')
      .withRequest('POST', '/api/create-checkout-session', (request) => request.jsonBody({}))
      .willRespondWith(200, (response) =>
        response.jsonBody({ url: regex('^https?://.+', 'https://checkout.stripe.com/c/pay/cs_test_1') }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(subscriptionApi.endpoints.createCheckoutSession.initiate());
          expect(data?.url).toMatch(/^https?:\/\//);
        }),
      );
  });

  it('POST /api/create-checkout-session when already premium: 409 with the reason shown', async () => {
    const message = 'You already have an active premium subscription';
    await pact
      .addInteraction()
      .given(...premium)
      .uponReceiving('a request to start a checkout from a premium user')
      .withRequest('POST', '/api/create-checkout-session', (request) => request.jsonBody({}))
      .willRespondWith(409, (response) =>
        response.jsonBody({ error: { code: 'BILLING.ALREADY_PREMIUM', message } }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(subscriptionApi.endpoints.createCheckoutSession.initiate());
          expect(readApiError(error).message).toBe(message);
        }),
      );
  });

  it('POST /api/update-subscription-from-session after paying: the subscription is active', async () => {
    await pact
      .addInteraction()
      .given('the user has paid at checkout', { userId: 'alice' })
      .uponReceiving('a request to activate a paid checkout')
      .withRequest('POST', '/api/update-subscription-from-session', (request) =>
        request.jsonBody({ sessionId: fromProviderState('${sessionId}', 'cs_test_paid') }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ status: 'active' }))
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(
            subscriptionApi.endpoints.activateSubscription.initiate('cs_test_paid'),
          );
          expect(data).toEqual({ status: 'active' });
        }),
      );
  });

  it('POST /api/update-subscription-from-session for an unknown checkout: 404', async () => {
    const message = 'Checkout session not found';
    await pact
      .addInteraction()
      .given(...signedIn)
      .uponReceiving('a request to activate an unknown checkout')
      .withRequest('POST', '/api/update-subscription-from-session', (request) =>
        request.jsonBody({ sessionId: 'cs_unknown' }),
      )
      .willRespondWith(404, (response) =>
        response.jsonBody({ error: { code: 'BILLING.SESSION_NOT_FOUND', message } }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(
            subscriptionApi.endpoints.activateSubscription.initiate('cs_unknown'),
          );
          expect(readApiError(error).message).toBe(message);
        }),
      );
  });

  it('POST /api/update-subscription-from-session for a checkout not paid: 409', async () => {
    const message = 'This checkout has not been completed';
    await pact
      .addInteraction()
      .given('the user has an unpaid checkout', { userId: 'alice' })
      .uponReceiving('a request to activate an unpaid checkout')
      .withRequest('POST', '/api/update-subscription-from-session', (request) =>
        request.jsonBody({ sessionId: fromProviderState('${sessionId}', 'cs_test_open') }),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody({ error: { code: 'BILLING.CHECKOUT_NOT_COMPLETED', message } }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(
            subscriptionApi.endpoints.activateSubscription.initiate('cs_test_open'),
          );
          expect(readApiError(error).message).toBe(message);
        }),
      );
  });

  it('POST /api/cancel-subscription: premium stays until the end of the paid period, without renewal', async () => {
    const end = '2026-12-22T10:00:00.000Z';
    await pact
      .addInteraction()
      .given(...premium)
      .uponReceiving('a request to cancel the premium subscription')
      .withRequest('POST', '/api/cancel-subscription', (request) => request.jsonBody({}))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          active: true,
          status: like('active'),
          tier: 'premium',
          startDate: isoTime('2026-11-22T10:00:00.000Z'),
          endDate: isoTime(end),
          autoRenew: false,
          stripeDetails: { nextBillingDate: null },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(subscriptionApi.endpoints.cancelSubscription.initiate());
          expect(data).toMatchObject({ active: true, autoRenew: false, endDate: end });
        }),
      );
  });

  it('POST /api/cancel-subscription with nothing to cancel: 404 with the reason shown', async () => {
    const message = 'No active subscription to cancel';
    await pact
      .addInteraction()
      .given(...signedIn)
      .uponReceiving('a request to cancel from a free user')
      .withRequest('POST', '/api/cancel-subscription', (request) => request.jsonBody({}))
      .willRespondWith(404, (response) =>
        response.jsonBody({ error: { code: 'BILLING.NO_ACTIVE_SUBSCRIPTION', message } }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(subscriptionApi.endpoints.cancelSubscription.initiate());
          expect(readApiError(error).message).toBe(message);
        }),
      );
  });

  it('POST /api/resume-subscription after cancelling: auto-renew is on again, renewing at the period end', async () => {
    const end = '2026-12-22T10:00:00.000Z';
    await pact
      .addInteraction()
      .given('the user has cancelled their premium subscription', { userId: 'alice' })
      .uponReceiving('a request to resume the cancelled premium subscription')
      .withRequest('POST', '/api/resume-subscription', (request) => request.jsonBody({}))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          active: true,
          status: like('active'),
          tier: 'premium',
          startDate: isoTime('2026-11-22T10:00:00.000Z'),
          endDate: isoTime(end),
          autoRenew: true,
          stripeDetails: { nextBillingDate: isoTime(end) },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(subscriptionApi.endpoints.resumeSubscription.initiate());
          expect(data).toMatchObject({
            active: true,
            autoRenew: true,
            stripeDetails: { nextBillingDate: end },
          });
        }),
      );
  });

  it('POST /api/resume-subscription with nothing to resume: 404 with the reason shown', async () => {
    const message = 'No active subscription to resume';
    await pact
      .addInteraction()
      .given(...signedIn)
      .uponReceiving('a request to resume from a free user')
      .withRequest('POST', '/api/resume-subscription', (request) => request.jsonBody({}))
      .willRespondWith(404, (response) =>
        response.jsonBody({ error: { code: 'BILLING.NOTHING_TO_RESUME', message } }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(subscriptionApi.endpoints.resumeSubscription.initiate());
          expect(readApiError(error).message).toBe(message);
        }),
      );
  });
});
