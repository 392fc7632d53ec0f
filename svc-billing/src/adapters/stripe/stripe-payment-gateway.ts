import type Stripe from 'stripe';
import type { PaymentGateway, ProviderCheckoutSession } from '../../domain/checkout/payment-gateway.port';
import {
  subscriptionStatuses,
  type ProviderSubscription,
  type SubscriptionStatus,
} from '../../domain/subscriptions/subscription';

export interface StripePaymentGatewayOptions {
  stripe: Stripe;
  /** The recurring Price of the Premium plan. */
  priceId: string;
}

/** Stripe Checkout in subscription mode; the user id travels as client_reference_id and metadata. */
export function createStripePaymentGateway({ stripe, priceId }: StripePaymentGatewayOptions): PaymentGateway {
  return {
    provider: 'stripe',
    async customerExists(customerId) {
      try {
        const customer = await stripe.customers.retrieve(customerId);
        return !customer.deleted;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async createCustomer(userId, idempotencyKey) {
      const customer = await stripe.customers.create({ metadata: { userId } }, { idempotencyKey });
      return customer.id;
    },
    async createCheckoutSession({ userId, customerId, successUrl, cancelUrl, idempotencyKey }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price: priceId, quantity: 1 }],
          customer: customerId,
          client_reference_id: userId,
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata: { userId },
          subscription_data: { metadata: { userId } },
        },
        { idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { ...toCheckoutSession(session), url: session.url };
    },
    async retrieveCheckoutSession(sessionId) {
      try {
        return toCheckoutSession(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async retrieveSubscription(subscriptionId) {
      return toProviderSubscription(await stripe.subscriptions.retrieve(subscriptionId));
    },
    async cancelNow(subscriptionId, idempotencyKey) {
      return toProviderSubscription(
        await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey }),
      );
    },
    async cancelAtPeriodEnd(subscriptionId, idempotencyKey) {
      return toProviderSubscription(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, { idempotencyKey }),
      );
    },
    async resumeRenewal(subscriptionId, idempotencyKey) {
      return toProviderSubscription(
        await stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: false },
          { idempotencyKey },
        ),
      );
    },
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const isoOf = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

function isNotFound(error: unknown): boolean {
  return (error as { statusCode?: number }).statusCode === 404;
}

function toCheckoutSession(session: Stripe.Checkout.Session): ProviderCheckoutSession {
  return {
    id: session.id,
    url: session.url ?? null,
    userId: session.client_reference_id ?? session.metadata?.userId ?? null,
    status: oneOf(['open', 'complete', 'expired'] as const, session.status, 'open'),
    paymentStatus: oneOf(
      ['paid', 'unpaid', 'no_payment_required'] as const,
      session.payment_status,
      'unpaid',
    ),
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
  };
}

/** Since API version 2025-03-31 the period lives on the subscription's items; before, on the subscription. */
function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const legacy = subscription as unknown as { current_period_end?: number };
  const periodEnd = subscription.items?.data?.[0]?.current_period_end ?? legacy.current_period_end;
  if (periodEnd === undefined)
    throw new Error(`Stripe subscription ${subscription.id} has no current period`);
  return {
    provider: 'stripe',
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    userId: subscription.metadata?.userId ?? null,
    status: toStatus(subscription.status),
    startDate: isoOf(subscription.start_date),
    currentPeriodEnd: isoOf(periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at != null,
  };
}

function toStatus(status: string): SubscriptionStatus {
  return oneOf(subscriptionStatuses, status, 'incomplete');
}

/** Stripe's enums are open (new values may appear); anything unknown becomes `fallback`. */
function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((known) => known === value) ?? fallback;
}
