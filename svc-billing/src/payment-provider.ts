import {
  createSandboxPaymentGateway,
  type SandboxCheckout,
} from './adapters/sandbox/sandbox-payment-gateway';
import type { SandboxRecordStore } from './adapters/sandbox/sandbox-record.store';
import { createStripeClient } from './adapters/stripe/stripe-client';
import { createStripePaymentGateway } from './adapters/stripe/stripe-payment-gateway';
import { createStripeWebhookReader } from './adapters/stripe/stripe-webhook-reader';
import type { BillingConfig } from './config';
import type { PaymentGateway } from './domain/checkout/payment-gateway.port';
import type { PaymentEvent } from './domain/payment-events/payment-event';

export type PaymentProvider =
  | {
      kind: 'stripe';
      gateway: PaymentGateway;
      readWebhook: (rawBody: Buffer, signature: string | undefined) => PaymentEvent | null;
    }
  | { kind: 'sandbox'; gateway: SandboxCheckout };

/** STRIPE_SECRET_KEY set → Stripe; unset → the sandbox checkout (the embedded default). */
export function choosePaymentProvider(
  config: BillingConfig,
  sandboxRecords: SandboxRecordStore,
  now: () => Date,
): PaymentProvider {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID, STRIPE_API_BASE_URL } = config;
  if (!STRIPE_SECRET_KEY) {
    return { kind: 'sandbox', gateway: createSandboxPaymentGateway({ store: sandboxRecords, now }) };
  }
  if (!STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_ID) {
    throw new Error('STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID are required when STRIPE_SECRET_KEY is set');
  }
  const stripe = createStripeClient({ secretKey: STRIPE_SECRET_KEY, apiBaseUrl: STRIPE_API_BASE_URL });
  return {
    kind: 'stripe',
    gateway: createStripePaymentGateway({ stripe, priceId: STRIPE_PRICE_ID }),
    readWebhook: createStripeWebhookReader(stripe, STRIPE_WEBHOOK_SECRET),
  };
}
