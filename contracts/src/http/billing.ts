import { z } from 'zod';
import { invalidRequestMessage } from './errors';

/** One plan of GET /api/plans (spec §6, §9). */
export const planSchema = z.object({
  id: z.enum(['free', 'premium']),
  name: z.string(),
  /** Price per interval in cents. */
  priceCents: z.number().int().nonnegative(),
  currency: z.string(),
  interval: z.string(),
  /** Analyses a month; null is unlimited. */
  monthlyAnalysisLimit: z.number().int().nullable(),
  autoRenew: z.boolean(),
  features: z.array(z.string()),
});

/** GET /api/plans (public). */
export const plansResponseSchema = z.object({ plans: z.array(planSchema) });

/** GET /api/subscription (signed in only; spec §3 Subscription). Times are ISO 8601. */
export const subscriptionSchema = z.object({
  active: z.boolean(),
  /** `free` (never subscribed), the provider's status (`active`, `past_due`, `canceled`, ...) or `expired`. */
  status: z.string(),
  tier: z.enum(['free', 'premium']),
  startDate: z.string().nullable(),
  /** The end of the paid period: access lasts until then, also after cancelling. */
  endDate: z.string().nullable(),
  autoRenew: z.boolean(),
  stripeDetails: z.object({ nextBillingDate: z.string().nullable() }),
});

/** POST /api/create-checkout-session: where to send the browser. */
export const checkoutSessionResponseSchema = z.object({ url: z.string().min(1) });

/** The longest checkout session id svc-billing accepts (Stripe's are under 100 characters). */
export const activationLimits = { sessionIdMaxLength: 500 } as const;

/** POST /api/update-subscription-from-session: the `session_id` the success page was sent back with. */
export const activationRequestSchema = z.object({
  sessionId: z
    .string({ error: invalidRequestMessage })
    .trim()
    .min(1, invalidRequestMessage)
    .max(activationLimits.sessionIdMaxLength, invalidRequestMessage),
});
export const activationResponseSchema = z.object({ status: z.enum(['active', 'pending activation']) });

/** POST /api/create-checkout-session, /api/cancel-subscription and /api/resume-subscription send an empty JSON object. */
export const emptyRequestSchema = z.object({}).meta({ description: 'An empty JSON object: `{}`.' });

/** POST /api/cancel-subscription: the subscription after cancelling (access lasts until `endDate`). */
export const cancelSubscriptionResponseSchema = subscriptionSchema.meta({
  description: 'The subscription after cancelling: `autoRenew` is false; access lasts until `endDate`.',
});

/** POST /api/resume-subscription: the subscription after turning auto-renew back on. */
export const resumeSubscriptionResponseSchema = subscriptionSchema.meta({
  description: 'The subscription after resuming: `autoRenew` is true again; it renews at `endDate`.',
});

/**
 * POST /api/webhooks/stripe: a Stripe event. Its signature (Stripe-Signature) is over the raw bytes,
 * so only the fields billing reads are named here.
 */
export const stripeEventSchema = z
  .looseObject({ id: z.string(), type: z.string() })
  .meta({ description: 'A Stripe event as Stripe sends it, verified over its raw bytes.' });

export const stripeWebhookResponseSchema = z
  .object({ received: z.literal(true), outcome: z.enum(['processed', 'duplicate', 'ignored']) })
  .meta({ description: '`duplicate`: the event was handled before; `ignored`: billing has no use for it.' });

export type Plan = z.infer<typeof planSchema>;
export type PlansResponse = z.infer<typeof plansResponseSchema>;
export type SubscriptionDetails = z.infer<typeof subscriptionSchema>;
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;
export type ActivationRequest = z.infer<typeof activationRequestSchema>;
export type ActivationResponse = z.infer<typeof activationResponseSchema>;
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;
export type ResumeSubscriptionResponse = z.infer<typeof resumeSubscriptionResponseSchema>;
export type StripeEvent = z.infer<typeof stripeEventSchema>;
export type StripeWebhookResponse = z.infer<typeof stripeWebhookResponseSchema>;

export * from '../billing/sandbox-checkout';
