import { randomBytes } from 'node:crypto';
import express from 'express';
import { createLogger, serveHttp } from '@manan/service-kit';

/** What the fake keeps of each request, to check what billing sent to Stripe. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

type StripeObject = Record<string, unknown> & { id: string };

export interface FakeStripeApi {
  /** For STRIPE_API_BASE_URL. */
  url: string;
  requests: RecordedRequest[];
  customers: Map<string, StripeObject>;
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  /** Pays a session as Stripe's hosted page would: a subscription for its customer, the session complete. */
  completeSession(
    sessionId: string,
    options?: { paymentStatus?: 'paid' | 'unpaid'; periodEnd?: number },
  ): StripeObject;
  setSubscription(subscriptionId: string, changes: Record<string, unknown>): StripeObject;
  /** Makes every request fail with a 500 while true. */
  failing: boolean;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const seconds = (date: number = Date.now()) => Math.floor(date / 1000);
const notFound = (res: express.Response, what: string) =>
  res.status(404).json({
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
  });

/** A local stand-in for the Stripe API endpoints billing uses, speaking Stripe's wire format. */
export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const app = express();
  app.use(express.urlencoded({ extended: true }));
  const fake = {
    requests: [] as RecordedRequest[],
    customers: new Map<string, StripeObject>(),
    sessions: new Map<string, StripeObject>(),
    subscriptions: new Map<string, StripeObject>(),
    failing: false,
  };
  app.use((req, res, next) => {
    fake.requests.push({
      method: req.method,
      path: req.path,
      body: (req.body ?? {}) as Record<string, unknown>,
      idempotencyKey: req.get('idempotency-key'),
    });
    if (fake.failing) {
      return res.status(500).json({ error: { type: 'api_error', message: 'Something went wrong' } });
    }
    if (req.get('authorization') !== 'Bearer sk_test_fake') {
      return res.status(401).json({ error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    }
    next();
  });

  app.post('/v1/customers', (req, res) => {
    const customer = { id: id('cus'), object: 'customer', metadata: req.body.metadata ?? {} };
    fake.customers.set(customer.id, customer);
    res.json(customer);
  });
  app.get('/v1/customers/:id', (req, res) => {
    const customer = fake.customers.get(req.params.id);
    return customer ? res.json(customer) : notFound(res, 'customer');
  });
  app.post('/v1/checkout/sessions', (req, res) => {
    const sessionId = id('cs_test');
    const session = {
      id: sessionId,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      mode: req.body.mode,
      customer: req.body.customer,
      client_reference_id: req.body.client_reference_id,
      metadata: req.body.metadata ?? {},
      success_url: req.body.success_url,
      cancel_url: req.body.cancel_url,
      status: 'open',
      payment_status: 'unpaid',
      subscription: null,
      subscription_data: req.body.subscription_data,
    };
    fake.sessions.set(sessionId, session);
    res.json(session);
  });
  app.get('/v1/checkout/sessions/:id', (req, res) => {
    const session = fake.sessions.get(req.params.id);
    return session ? res.json(session) : notFound(res, 'checkout session');
  });
  app.get('/v1/subscriptions/:id', (req, res) => {
    const subscription = fake.subscriptions.get(req.params.id);
    return subscription ? res.json(subscription) : notFound(res, 'subscription');
  });
  app.post('/v1/subscriptions/:id', (req, res) => {
    const subscription = fake.subscriptions.get(req.params.id);
    if (!subscription) return notFound(res, 'subscription');
    if (req.body.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = req.body.cancel_at_period_end === 'true';
    }
    res.json(subscription);
  });
  // Stripe's "cancel subscription": ends it now (not at the period's end).
  app.delete('/v1/subscriptions/:id', (req, res) => {
    const subscription = fake.subscriptions.get(req.params.id);
    if (!subscription) return notFound(res, 'subscription');
    Object.assign(subscription, { status: 'canceled', canceled_at: seconds(), ended_at: seconds() });
    res.json(subscription);
  });

  const logger = createLogger({ service: 'fake-stripe', level: 'silent' });
  const http = await serveHttp({ app, port: 0, host: '127.0.0.1', logger, name: 'fake-stripe' });
  return {
    url: http.url,
    ...fake,
    get failing() {
      return fake.failing;
    },
    set failing(value: boolean) {
      fake.failing = value;
    },
    completeSession(sessionId, options = {}) {
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const paid = (options.paymentStatus ?? 'paid') === 'paid';
      const periodEnd = options.periodEnd ?? seconds(Date.now() + 30 * 86_400_000);
      const metadata = (session.subscription_data as { metadata?: object } | undefined)?.metadata ?? {};
      const subscription: StripeObject = {
        id: id('sub'),
        object: 'subscription',
        customer: session.customer,
        status: paid ? 'active' : 'incomplete',
        start_date: seconds(),
        cancel_at_period_end: false,
        cancel_at: null,
        metadata,
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              current_period_start: seconds(),
              current_period_end: periodEnd,
            },
          ],
        },
      };
      fake.subscriptions.set(subscription.id, subscription);
      Object.assign(session, {
        status: 'complete',
        payment_status: paid ? 'paid' : 'unpaid',
        subscription: subscription.id,
      });
      return subscription;
    },
    setSubscription(subscriptionId, changes) {
      const subscription = fake.subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      return Object.assign(subscription, changes);
    },
    close: () => http.close(100),
  };
}
