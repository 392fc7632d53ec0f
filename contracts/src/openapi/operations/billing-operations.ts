import { z } from 'zod';
import type { ErrorCode } from '../../http/errors';
import { json, jsonError, type OperationSpec } from '../operation-spec';
import { apiPaths } from '../api-paths';

const providerFailed = (message: string, code: ErrorCode) =>
  jsonError(`The payment provider failed or could not be reached ('${message}').`, [code]);

/** svc-billing (spec §6, §7, §9): plans, the subscription, checkout, Stripe's webhook and the monthly usage. */
export const billingOperations: OperationSpec[] = [
  {
    method: 'get',
    path: apiPaths.plans,
    upstream: 'billing',
    timeout: 'quick',
    operationId: 'listPlans',
    summary: 'The plans and their prices',
    tag: 'billing',
    public: true,
    responses: {
      200: { description: 'Free and Premium; cacheable for 5 minutes.', body: json('PlansResponse') },
    },
  },
  {
    method: 'get',
    path: apiPaths.subscription,
    upstream: 'billing',
    timeout: 'quick',
    operationId: 'getSubscription',
    summary: "The caller's subscription",
    tag: 'billing',
    responses: {
      200: { description: "`status: 'free'` for a caller who never subscribed.", body: json('Subscription') },
    },
  },
  {
    method: 'post',
    path: apiPaths.createCheckoutSession,
    upstream: 'billing',
    timeout: 'quick',
    operationId: 'createCheckoutSession',
    summary: 'Start a checkout of Premium',
    description:
      'The browser is then sent to `url`, which returns to /subscription/success?session_id=… or /subscription/cancel.',
    tag: 'billing',
    requestBody: { body: json('EmptyRequest'), required: false },
    responses: {
      200: {
        description: 'The hosted checkout page to send the browser to.',
        body: json('CheckoutSessionResponse'),
      },
      409: jsonError('The caller already has premium (code BILLING.ALREADY_PREMIUM).', [
        'BILLING.ALREADY_PREMIUM',
      ]),
      502: providerFailed('Failed to create checkout session', 'BILLING.CHECKOUT_FAILED'),
    },
  },
  {
    method: 'post',
    path: apiPaths.updateSubscriptionFromSession,
    upstream: 'billing',
    timeout: 'quick',
    operationId: 'activateSubscriptionFromCheckout',
    summary: 'Activate the subscription after payment',
    description:
      "Called by the success page with its `session_id`. Idempotent: Stripe's webhook may have activated it already.",
    tag: 'billing',
    requestBody: { body: json('ActivationRequest'), required: true },
    responses: {
      200: {
        description: '`active`, or `pending activation` while the provider has not confirmed.',
        body: json('ActivationResponse'),
      },
      400: jsonError(
        "`sessionId` is missing, blank or over 500 characters (code REQUEST.INVALID, 'The request is not valid').",
        ['REQUEST.INVALID'],
      ),
      402: jsonError('The payment for this checkout failed (code BILLING.PAYMENT_FAILED).', [
        'BILLING.PAYMENT_FAILED',
      ]),
      403: jsonError(
        'The checkout belongs to another account (code BILLING.SESSION_FORBIDDEN), or a cross-site request.',
        ['BILLING.SESSION_FORBIDDEN', 'REQUEST.CROSS_SITE'],
      ),
      404: jsonError('No such checkout (code BILLING.SESSION_NOT_FOUND).', ['BILLING.SESSION_NOT_FOUND']),
      409: jsonError('The checkout has not been completed (code BILLING.CHECKOUT_NOT_COMPLETED).', [
        'BILLING.CHECKOUT_NOT_COMPLETED',
      ]),
      502: providerFailed('Failed to update subscription', 'BILLING.ACTIVATION_FAILED'),
    },
  },
  {
    method: 'post',
    path: apiPaths.cancelSubscription,
    upstream: 'billing',
    timeout: 'quick',
    operationId: 'cancelSubscription',
    summary: 'Cancel at the end of the paid period',
    description: 'No renewal; premium lasts until `endDate`. Cancelling twice is fine.',
    tag: 'billing',
    requestBody: { body: json('EmptyRequest'), required: false },
    responses: {
      200: { description: 'The subscription after cancelling.', body: json('CancelSubscriptionResponse') },
      404: jsonError('No active subscription to cancel (code BILLING.NO_ACTIVE_SUBSCRIPTION).', [
        'BILLING.NO_ACTIVE_SUBSCRIPTION',
      ]),
      502: providerFailed('Failed to cancel subscription', 'BILLING.CANCEL_FAILED'),
    },
  },
  {
    method: 'post',
    path: apiPaths.resumeSubscription,
    upstream: 'billing',
    timeout: 'quick',
    operationId: 'resumeSubscription',
    summary: 'Turn auto-renew back on after cancelling',
    description:
      'Undoes a cancellation while the paid period is still running: the subscription renews at `endDate` again. Resuming one that renews anyway is fine.',
    tag: 'billing',
    requestBody: { body: json('EmptyRequest'), required: false },
    responses: {
      200: { description: 'The subscription after resuming.', body: json('ResumeSubscriptionResponse') },
      404: jsonError('No paid period still running to resume (code BILLING.NOTHING_TO_RESUME).', [
        'BILLING.NOTHING_TO_RESUME',
      ]),
      502: providerFailed('Failed to resume subscription', 'BILLING.RESUME_FAILED'),
    },
  },
  {
    method: 'post',
    path: apiPaths.stripeWebhook,
    upstream: 'billing',
    timeout: 'quick',
    operationId: 'receiveStripeEvent',
    summary: "Stripe's webhook",
    description:
      'Called by Stripe, not the browser: no session, no origin check. The signature is checked over the raw body bytes.',
    tag: 'billing',
    public: true,
    noCrossSiteCheck: true,
    parameters: [
      {
        name: 'Stripe-Signature',
        in: 'header',
        required: true,
        description: "Stripe's signature of the raw body.",
        schema: z.string(),
      },
    ],
    requestBody: {
      body: json('StripeEvent'),
      required: true,
      description: 'The event exactly as Stripe sent it.',
    },
    responses: {
      200: { description: 'Handled, or handled before.', body: json('StripeWebhookResponse') },
      400: jsonError('The signature does not match (code BILLING.INVALID_SIGNATURE).', [
        'BILLING.INVALID_SIGNATURE',
      ]),
      404: jsonError(
        'Webhooks are not configured: the sandbox payment provider is in use (code BILLING.WEBHOOKS_DISABLED).',
        ['BILLING.WEBHOOKS_DISABLED'],
      ),
      500: jsonError('Not handled this time; Stripe retries.', ['INTERNAL']),
    },
  },
  {
    method: 'get',
    path: apiPaths.monthlyUsage,
    upstream: 'billing',
    timeout: 'quick',
    operationId: 'getMonthlyUsage',
    summary: 'Analyses used this month',
    tag: 'account',
    responses: {
      200: {
        description: 'Used against the limit; `limit` is null for premium (unlimited).',
        body: json('MonthlyUsage'),
      },
    },
  },
  {
    method: 'get',
    path: apiPaths.billingExport,
    upstream: 'billing',
    timeout: 'quick',
    operationId: 'exportBilling',
    summary: 'Download my data: the subscription and usage',
    description:
      "svc-billing's part of the caller's data export: the subscription as GET /api/subscription shows it, which payment provider holds it, this month's usage and the analyses counted in every month.",
    tag: 'account',
    responses: {
      200: { description: "The caller's subscription and usage.", body: json('BillingExport') },
    },
  },
];
