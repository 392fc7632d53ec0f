import type Stripe from 'stripe';
import type { PaymentEvent } from '../../domain/payment-events/payment-event';

/** Stripe's default, and the issue's: a signed payload older than 300 s is refused as a replay. */
export const webhookToleranceSeconds = 300;

/**
 * Verifies a webhook's signature and age (stripe.webhooks.constructEvent) and reduces the event to a
 * PaymentEvent; null when the signature is missing, wrong or too old.
 */
export function createStripeWebhookReader(
  stripe: Stripe,
  webhookSecret: string,
): (rawBody: Buffer, signature: string | undefined) => PaymentEvent | null {
  return (rawBody, signature) => {
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        webhookSecret,
        webhookToleranceSeconds,
      );
    } catch {
      return null;
    }
    return toPaymentEvent(event);
  };
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const id = event.id;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { id, kind: 'checkout.completed', checkoutSessionId: event.data.object.id };
    case 'checkout.session.async_payment_failed':
      return { id, kind: 'checkout.payment_failed', checkoutSessionId: event.data.object.id };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { id, kind: 'subscription.changed', subscriptionId: event.data.object.id };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = subscriptionOfInvoice(event.data.object);
      return subscriptionId
        ? { id, kind: 'subscription.changed', subscriptionId }
        : { id, kind: 'ignored', type: event.type };
    }
    default:
      return { id, kind: 'ignored', type: event.type };
  }
}

/** Since API version 2025-03-31 an invoice names its subscription under parent.subscription_details. */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = invoice as unknown as { subscription?: string | { id: string } | null };
  const subscription = invoice.parent?.subscription_details?.subscription ?? legacy.subscription ?? null;
  return typeof subscription === 'string' ? subscription : (subscription?.id ?? null);
}
