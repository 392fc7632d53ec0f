import { z } from 'zod';
import { commonServiceEnv, gatewayTrustEnv, loadConfig, portSchema, urlSchema } from '@manan/service-kit';

export const authConfigSchema = z.object({
  ...commonServiceEnv,
  ...gatewayTrustEnv,
  PORT: portSchema.default(4001),
  /** The EC P-256 private key (PEM, \n escapes allowed) that signs session tokens; unset → generated once and kept in DATA_DIR. */
  SESSION_PRIVATE_KEY: z.string().optional(),
  SESSION_ISSUER: z.string().min(1).default('manan-auth'),
  SESSION_AUDIENCE: z.string().min(1).default('manan'),
  /** The origin the browser uses (the gateway); Google redirects back to it. */
  PUBLIC_ORIGIN: urlSchema.default('http://localhost:8080'),
  /** Google sign-in is offered only when both are set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTHORIZATION_URL: urlSchema.default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: urlSchema.default('https://oauth2.googleapis.com/token'),
  /** Must end in /userinfo (the OpenID Connect profile format). */
  GOOGLE_USERINFO_URL: urlSchema.default('https://openidconnect.googleapis.com/v1/userinfo'),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;

export const loadAuthConfig = (env: NodeJS.ProcessEnv = process.env): AuthConfig =>
  loadConfig('svc-auth', authConfigSchema, env);
