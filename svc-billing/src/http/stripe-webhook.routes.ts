import { apiPaths } from '@manan/contracts';
import express, { Router } from 'express';
import { DomainError, route } from '@manan/service-kit';
import type { PaymentEvent, PaymentEventOutcome } from '../domain/payment-events/payment-event';

export interface StripeWebhookRoutesOptions {
  /** Verifies the signature and reads the event; null when it is not Stripe's. Absent in sandbox mode. */
  readEvent: ((rawBody: Buffer, signature: string | undefined) => PaymentEvent | null) | null;
  handle: (event: PaymentEvent) => Promise<PaymentEventOutcome>;
}

/**
 * POST /api/webhooks/stripe. Mounted before the JSON parser: the signature is over the raw bytes.
 * Answers 400 to a bad signature, 200 once handled (or already handled), 500 to let Stripe retry.
 */
export function stripeWebhookRoutes({ readEvent, handle }: StripeWebhookRoutesOptions): Router {
  const router = Router();
  router.post(
    apiPaths.stripeWebhook,
    express.raw({ type: () => true, limit: '1mb' }),
    route(async (req, res) => {
      if (!readEvent) {
        throw new DomainError('BILLING.WEBHOOKS_DISABLED', 'not-found', 'Stripe webhooks are not configured');
      }
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const event = readEvent(rawBody, req.get('stripe-signature'));
      if (!event)
        throw new DomainError('BILLING.INVALID_SIGNATURE', 'invalid', 'Invalid Stripe webhook signature');
      res.json({ received: true, outcome: await handle(event) });
    }),
  );
  return router;
}
