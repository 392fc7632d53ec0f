import { randomUUID } from 'node:crypto';
import express from 'express';
import { createEventEnvelope, triageAnalysisRecordedV1 } from '@manan/contracts';
import { serveHttp, type HttpServerHandle } from '@manan/service-kit';
import { verifyHttpPacts, type ProviderStateHandler } from '@manan/service-kit/testing';
import {
  bodyOf,
  eventually,
  startBilling,
  testLogger,
  type BillingHarness,
} from '../support/billing-harness';

const acceptedCard = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Dr Pact' };
const declinedCard = { ...acceptedCard, cardNumber: '4000 0000 0000 0002' };

describe('HTTP pacts: svc-billing (provider) with mfe-billing and mfe-account', () => {
  let harness: BillingHarness;
  let cookie: string | undefined;
  let users = 0;

  beforeAll(async () => {
    harness = await startBilling();
  });
  afterAll(() => harness.close());

  /** Each state signs in a user of its own, so no interaction sees what another one left behind. */
  function signIn(parameters: Record<string, unknown>): string {
    users += 1;
    const userId = `${String(parameters.userId ?? 'user')}-${users}`;
    cookie = harness.cookieOf(userId);
    return userId;
  }

  /** A real sandbox checkout, up to the card form; returns its session id. */
  async function startCheckout(userId: string): Promise<string> {
    const response = await harness.call('/api/create-checkout-session', { user: userId, json: {} });
    const { url } = await bodyOf(response);
    return new URL(url).pathname.split('/').pop()!;
  }

  async function payCheckout(sessionId: string, card: Record<string, string>): Promise<void> {
    await harness.call(`/billing/sandbox/checkout/${sessionId}/pay`, {
      form: card,
      headers: { origin: harness.url },
    });
  }

  async function subscribeToPremium(userId: string): Promise<void> {
    const sessionId = await startCheckout(userId);
    await payCheckout(sessionId, acceptedCard);
    const activation = await harness.call('/api/update-subscription-from-session', {
      user: userId,
      json: { sessionId },
    });
    expect(activation.status).toBe(200);
  }

  const stateHandlers: Record<string, ProviderStateHandler> = {
    'no one is signed in': async () => {
      cookie = undefined;
    },
    'a user is signed in': async (parameters) => {
      signIn(parameters);
    },
    'the user has counted analyses this month': async (parameters) => {
      const userId = signIn(parameters);
      const count = Number(parameters.count ?? 0);
      const month = new Date().toISOString().slice(0, 7);
      for (let index = 1; index <= count; index += 1) {
        await harness.bus.publish(
          createEventEnvelope(
            triageAnalysisRecordedV1,
            { userId, caseId: randomUUID(), month, countInMonth: index },
            new Date(),
          ),
        );
      }
      await eventually(async () =>
        expect((await bodyOf(await harness.call('/api/user/subscription', { user: userId }))).used).toBe(
          count,
        ),
      );
    },
    'the user has paid at checkout': async (parameters) => {
      const userId = signIn(parameters);
      const sessionId = await startCheckout(userId);
      await payCheckout(sessionId, acceptedCard);
      return { sessionId };
    },
    'the user has an unpaid checkout': async (parameters) => {
      const userId = signIn(parameters);
      const sessionId = await startCheckout(userId);
      await payCheckout(sessionId, declinedCard);
      return { sessionId };
    },
    'the user has an active premium subscription': async (parameters) => {
      await subscribeToPremium(signIn(parameters));
    },
    'the user has cancelled their premium subscription': async (parameters) => {
      const userId = signIn(parameters);
      await subscribeToPremium(userId);
      expect((await harness.call('/api/cancel-subscription', { user: userId, json: {} })).status).toBe(200);
    },
  };

  it("when billing's real app answers every recorded interaction, then each consumer gets what it needs", async () => {
    await verifyHttpPacts({
      provider: 'svc-billing',
      consumers: ['mfe-billing', 'mfe-account'],
      providerBaseUrl: harness.url,
      stateHandlers,
      sessionCookie: () => cookie,
    });
  }, 60_000);

  it('when a provider answers the plans in a shape the pricing page cannot read, then verification fails', async () => {
    // The real app, except that GET /api/plans renames `plans` to `items`: the kind of change that
    // looks harmless in the service and breaks the pricing page.
    const incompatible = express();
    incompatible.get('/api/plans', (_req, res) => {
      res.json({ items: [] });
    });
    incompatible.use(harness.billing.app);
    const server: HttpServerHandle = await serveHttp({
      app: incompatible,
      port: 0,
      host: '127.0.0.1',
      logger: testLogger,
      name: 'incompatible-billing',
    });
    try {
      await expect(
        verifyHttpPacts({
          provider: 'svc-billing',
          consumers: ['mfe-billing'],
          providerBaseUrl: server.url,
          stateHandlers,
          sessionCookie: () => cookie,
        }),
      ).rejects.toThrow('Actual map is missing the following keys: plans');
    } finally {
      await server.close(100);
    }
  }, 60_000);
});
