import { z } from 'zod';
import { commonServiceEnv, loadConfig, portSchema, sessionVerificationEnv } from '@manan/service-kit';

export const billingConfigSchema = z.object({
  ...commonServiceEnv,
  ...sessionVerificationEnv,
  PORT: portSchema.default(4003),
});

export type BillingConfig = z.infer<typeof billingConfigSchema>;

export const loadBillingConfig = (env: NodeJS.ProcessEnv = process.env): BillingConfig =>
  loadConfig('svc-billing', billingConfigSchema, env);
