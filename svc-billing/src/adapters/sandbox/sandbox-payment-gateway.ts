import { randomBytes } from 'node:crypto';
import { sandboxCheckoutIdPrefix, sandboxCheckoutPathPrefix } from '@manan/contracts';
import type {
  CheckoutRequest,
  PaymentGateway,
  ProviderCheckoutSession,
} from '../../domain/checkout/payment-gateway.port';
import type { ProviderSubscription } from '../../domain/subscriptions/subscription';
import { chargeTestCard, type CardDetails } from './sandbox-cards';
import type { SandboxRecordStore } from './sandbox-record.store';

export interface SandboxCheckoutSession extends ProviderCheckoutSession {
  url: string;
  successUrl: string;
  cancelUrl: string;
  createdAt: string;
  expiresAt: string;
}

interface SandboxSubscription {
  id: string;
  customerId: string;
  userId: string;
  status: 'active' | 'canceled';
  startDate: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
}

export type SandboxPayment = { paid: true; redirectUrl: string } | { paid: false; message: string };

/** The sandbox's own operations, which its hosted page drives. */
export interface SandboxCheckout extends PaymentGateway {
  /** The session while it can still be paid (open and not expired); null otherwise. */
  findOpenSession(sessionId: string): Promise<SandboxCheckoutSession | null>;
  pay(sessionId: string, card: CardDetails): Promise<SandboxPayment>;
  /** The session's cancel_url, or null when it is no longer open. */
  cancel(sessionId: string): Promise<string | null>;
}

const sessionLifetimeMs = 24 * 3_600_000;

/** 192 random bits: unguessable, as the sandbox page's address is its only credential. */
const randomPart = () => randomBytes(24).toString('base64url');
const newId = (prefix: string) => `${prefix}_sandbox_${randomPart()}`;

/**
 * A payment provider that behaves like Stripe in test mode without leaving this service: hosted
 * checkout sessions, test cards, monthly subscriptions that renew until cancelled at period end.
 */
export function createSandboxPaymentGateway({
  store,
  now,
}: {
  store: SandboxRecordStore;
  now: () => Date;
}): SandboxCheckout {
  async function findSession(sessionId: string): Promise<SandboxCheckoutSession | null> {
    const session = await store.find<SandboxCheckoutSession>('checkout_session', sessionId);
    if (session?.status === 'open' && new Date(session.expiresAt).getTime() <= now().getTime()) {
      return { ...session, status: 'expired', url: session.url };
    }
    return session;
  }

  async function findSubscription(subscriptionId: string): Promise<SandboxSubscription> {
    const stored = await store.find<SandboxSubscription>('subscription', subscriptionId);
    if (!stored) throw new Error(`No such sandbox subscription: ${subscriptionId}`);
    return renewedUntil(stored, now());
  }

  const gateway: SandboxCheckout = {
    provider: 'sandbox',
    async customerExists(customerId) {
      return (await store.find('customer', customerId)) !== null;
    },
    async createCustomer(userId) {
      const id = newId('cus');
      await store.save('customer', id, { id, userId });
      return id;
    },
    async createCheckoutSession(request: CheckoutRequest) {
      // With the prefix every service's logger redacts: the id must never reach a log.
      const id = `${sandboxCheckoutIdPrefix}${randomPart()}`;
      const createdAt = now();
      const session: SandboxCheckoutSession = {
        id,
        url: `${request.origin}${sandboxCheckoutPathPrefix}${id}`,
        userId: request.userId,
        customerId: request.customerId,
        status: 'open',
        paymentStatus: 'unpaid',
        subscriptionId: null,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        createdAt: createdAt.toISOString(),
        expiresAt: new Date(createdAt.getTime() + sessionLifetimeMs).toISOString(),
      };
      await store.save('checkout_session', id, session);
      return session;
    },
    retrieveCheckoutSession: findSession,
    async retrieveSubscription(subscriptionId) {
      return toProviderSubscription(await findSubscription(subscriptionId));
    },
    async cancelAtPeriodEnd(subscriptionId) {
      const subscription = { ...(await findSubscription(subscriptionId)), cancelAtPeriodEnd: true };
      await store.save('subscription', subscriptionId, subscription);
      return toProviderSubscription(subscription);
    },
    async resumeRenewal(subscriptionId) {
      const found = await findSubscription(subscriptionId);
      // As Stripe does: an ended subscription cannot be brought back, only replaced by a new checkout.
      if (found.status === 'canceled') throw new Error(`Sandbox subscription ${subscriptionId} has ended`);
      const subscription = { ...found, cancelAtPeriodEnd: false };
      await store.save('subscription', subscriptionId, subscription);
      return toProviderSubscription(subscription);
    },
    async cancelNow(subscriptionId) {
      const subscription: SandboxSubscription = {
        ...(await findSubscription(subscriptionId)),
        status: 'canceled',
        currentPeriodEnd: now().toISOString(),
      };
      await store.save('subscription', subscriptionId, subscription);
      return toProviderSubscription(subscription);
    },
    async findOpenSession(sessionId) {
      const session = await findSession(sessionId);
      return session?.status === 'open' ? session : null;
    },
    async pay(sessionId, card) {
      const session = await gateway.findOpenSession(sessionId);
      if (!session) return { paid: false, message: 'This checkout session is no longer available.' };
      const charge = chargeTestCard(card, now());
      if (!charge.paid) return charge;
      const paidAt = now();
      const subscription: SandboxSubscription = {
        id: newId('sub'),
        customerId: session.customerId ?? '',
        userId: session.userId ?? '',
        status: 'active',
        startDate: paidAt.toISOString(),
        currentPeriodEnd: addOneMonth(paidAt).toISOString(),
        cancelAtPeriodEnd: false,
      };
      await store.save('subscription', subscription.id, subscription);
      const completed = {
        ...session,
        status: 'complete',
        paymentStatus: 'paid',
        subscriptionId: subscription.id,
      };
      // A second Pay of the same session (a double click) finds it complete and charges nothing more.
      await store.saveIfStatus('checkout_session', sessionId, 'open', completed);
      return { paid: true, redirectUrl: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', sessionId) };
    },
    async cancel(sessionId) {
      return (await gateway.findOpenSession(sessionId))?.cancelUrl ?? null;
    },
  };
  return gateway;
}

/** Renews an active subscription for each period that has ended, or ends it if it was cancelled. */
function renewedUntil(subscription: SandboxSubscription, now: Date): SandboxSubscription {
  let { currentPeriodEnd, status } = subscription;
  while (status === 'active' && new Date(currentPeriodEnd).getTime() <= now.getTime()) {
    if (subscription.cancelAtPeriodEnd) status = 'canceled';
    else currentPeriodEnd = addOneMonth(new Date(currentPeriodEnd)).toISOString();
  }
  return { ...subscription, currentPeriodEnd, status };
}

function toProviderSubscription(subscription: SandboxSubscription): ProviderSubscription {
  return {
    provider: 'sandbox',
    subscriptionId: subscription.id,
    customerId: subscription.customerId,
    userId: subscription.userId,
    status: subscription.status,
    startDate: subscription.startDate,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}

/** The same day next month, or the month's last day when it is shorter (Jan 31 → Feb 28). */
export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next;
}
