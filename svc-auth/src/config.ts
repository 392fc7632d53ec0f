import { z } from 'zod';
import { commonServiceEnv, loadConfig, portSchema } from '@manan/service-kit';

export const authConfigSchema = z.object({
  ...commonServiceEnv,
  PORT: portSchema.default(4001),
  /** Google sign-in is offered only when both are set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;

export const loadAuthConfig = (env: NodeJS.ProcessEnv = process.env): AuthConfig =>
  loadConfig('svc-auth', authConfigSchema, env);
