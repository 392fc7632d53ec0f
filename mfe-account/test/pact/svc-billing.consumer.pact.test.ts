/**
 * @jest-environment node
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { isMananApiError } from '@manan/ui-kit';
import { asPageOf, recordHttpPact } from '@manan/ui-kit/testing/pact';
import { dataExportApi } from '../../src/api/data-export-api';
import { usageApi } from '../../src/api/usage-api';

const { like, integer, eachLike, regex, datetime } = MatchersV3;

const isoTime = (example: string) => datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);

describe('HTTP pact: mfe-account (consumer) with svc-billing (provider)', () => {
  const { pact, publish } = recordHttpPact('mfe-account', 'svc-billing');
  afterAll(publish);

  it('GET /api/user/subscription: a free user sees this month’s analyses against the limit of 20', async () => {
    await pact
      .addInteraction()
      .given('the user has counted analyses this month', { userId: 'alice', count: 3 })
      .uponReceiving('a request for the monthly usage of a free user')
      .withRequest('GET', '/api/user/subscription')
      .willRespondWith(200, (response) =>
        response.jsonBody({ used: 3, limit: integer(20), isPremium: false }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(usageApi.endpoints.monthlyUsage.initiate());
          expect(data).toEqual({ used: 3, limit: 20, isPremium: false });
        }),
      );
  });

  it('GET /api/user/subscription: a premium user has no limit', async () => {
    await pact
      .addInteraction()
      .given('the user has an active premium subscription', { userId: 'alice' })
      .uponReceiving('a request for the monthly usage of a premium user')
      .withRequest('GET', '/api/user/subscription')
      .willRespondWith(200, (response) =>
        response.jsonBody({ used: integer(0), limit: null, isPremium: true }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(usageApi.endpoints.monthlyUsage.initiate());
          expect(data).toMatchObject({ limit: null, isPremium: true });
        }),
      );
  });

  it('GET /api/user/subscription without a session: 401', async () => {
    await pact
      .addInteraction()
      .given('no one is signed in')
      .uponReceiving('a request for the monthly usage without a session')
      .withRequest('GET', '/api/user/subscription')
      .willRespondWith(401, (response) =>
        response.jsonBody({
          error: { code: 'AUTH.UNAUTHENTICATED', message: like('Please sign in to continue.') },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(usageApi.endpoints.monthlyUsage.initiate());
          expect(isMananApiError(error) && error.status).toBe(401);
        }),
      );
  });

  it('GET /api/export/billing: the subscription and every month’s usage for "Download my data"', async () => {
    await pact
      .addInteraction()
      .given('the user has counted analyses this month', { userId: 'data-exporter', count: 2 })
      .uponReceiving('a request for the billing part of the data export')
      .withRequest('GET', '/api/export/billing')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          exportedAt: isoTime('2026-11-24T09:00:00.000Z'),
          subscription: {
            active: false,
            status: 'free',
            tier: 'free',
            startDate: null,
            endDate: null,
            autoRenew: false,
            stripeDetails: { nextBillingDate: null },
          },
          paymentProvider: null,
          usage: {
            currentMonth: { used: 2, limit: integer(20), isPremium: false },
            months: eachLike({ month: regex('^\\d{4}-\\d{2}$', '2026-11'), analyses: 2 }),
          },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(dataExportApi.endpoints.billingExport.initiate());
          expect(data?.usage.currentMonth).toEqual({ used: 2, limit: 20, isPremium: false });
          expect(data?.usage.months[0]).toEqual({ month: '2026-11', analyses: 2 });
          expect(data?.subscription.tier).toBe('free');
        }),
      );
  });

  it('GET /api/export/billing without a session: 401', async () => {
    await pact
      .addInteraction()
      .given('no one is signed in')
      .uponReceiving('a request for the billing part of the data export without a session')
      .withRequest('GET', '/api/export/billing')
      .willRespondWith(401, (response) =>
        response.jsonBody({
          error: { code: 'AUTH.UNAUTHENTICATED', message: like('Please sign in to continue.') },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(dataExportApi.endpoints.billingExport.initiate());
          expect(isMananApiError(error) && error.status).toBe(401);
        }),
      );
  });
});
