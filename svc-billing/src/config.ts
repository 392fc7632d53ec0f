import { z } from 'zod';
import {
  commonServiceEnv,
  gatewayTrustEnv,
  loadConfig,
  portSchema,
  sessionVerificationEnv,
  urlSchema,
} from '@manan/service-kit';

const originSchema = urlSchema.transform((url) => new URL(url).origin);

export const billingConfigSchema = z
  .object({
    ...commonServiceEnv,
    ...gatewayTrustEnv,
    ...sessionVerificationEnv,
    PORT: portSchema.default(4003),
    /** Set → real Stripe Checkout and webhooks; unset → the built-in sandbox checkout. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** The signing secret of the Stripe webhook endpoint (`whsec_...`); required with STRIPE_SECRET_KEY. */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** The Stripe Price of the Premium plan ($19.99 a month, recurring); required with STRIPE_SECRET_KEY. */
    STRIPE_PRICE_ID: z.string().min(1).optional(),
    /** Another address for the Stripe API (a proxy, or a fake in tests), e.g. http://127.0.0.1:12111. */
    STRIPE_API_BASE_URL: urlSchema.optional(),
    /**
     * The origin the browser uses (the gateway's), for the checkout's return addresses. Unset: the
     * origin of the request itself, as the gateway forwards it.
     */
    PUBLIC_ORIGIN: originSchema.optional(),
    /** How often subscriptions whose paid period ended are checked (and premium turned off). */
    SUBSCRIPTION_CHECK_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  })
  .superRefine((config, context) => {
    if (!config.STRIPE_SECRET_KEY) return;
    for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const) {
      if (!config[name]) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when STRIPE_SECRET_KEY is set',
        });
      }
    }
  });

export type BillingConfig = z.infer<typeof billingConfigSchema>;

export const loadBillingConfig = (env: NodeJS.ProcessEnv = process.env): BillingConfig =>
  loadConfig('svc-billing', billingConfigSchema, env);
