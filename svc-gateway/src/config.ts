import { z } from 'zod';
import {
  commonServiceEnv,
  proxyAddressListSchema,
  loadConfig,
  portSchema,
  sessionVerificationEnv,
  urlSchema,
} from '@manan/service-kit';

export const gatewayConfigSchema = z.object({
  ...commonServiceEnv,
  ...sessionVerificationEnv,
  PORT: portSchema.default(8080),
  /**
   * The gateway's internal listener for GET /metrics (Prometheus), never the public port. Bind it to an
   * address only the monitoring network reaches (0.0.0.0 inside a container, loopback otherwise).
   */
  METRICS_PORT: portSchema.default(9464),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Origins, besides the gateway's own, whose pages may send state-changing requests with the session cookie. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /**
   * Proxies in front of the gateway (load balancer, TLS terminator) whose X-Forwarded-For, -Proto and
   * -Host are believed: addresses or CIDRs, comma-separated. Empty (the default): the socket's address
   * is the client's, whatever the request claims.
   */
  TRUSTED_PROXIES: proxyAddressListSchema.default([]),
  AUTH_SERVICE_URL: urlSchema.default('http://127.0.0.1:4001'),
  TRIAGE_SERVICE_URL: urlSchema.default('http://127.0.0.1:4002'),
  BILLING_SERVICE_URL: urlSchema.default('http://127.0.0.1:4003'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Analysis, refinement and blood-report parsing. */
  UPSTREAM_SLOW_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * `static`: serve the built front ends from FRONTEND_DIST_ROOT (embedded mode).
   * `proxy`: forward them to their own servers (distributed mode, one container each).
   */
  FRONTEND_MODE: z.enum(['static', 'proxy']).default('static'),
  FRONTEND_DIST_ROOT: z.string().default(process.cwd()),
  SHELL_URL: urlSchema.default('http://127.0.0.1:3000'),
  MFE_TRIAGE_URL: urlSchema.default('http://127.0.0.1:3001'),
  MFE_ACCOUNT_URL: urlSchema.default('http://127.0.0.1:3002'),
  MFE_BILLING_URL: urlSchema.default('http://127.0.0.1:3003'),
  /** Where the shell finds each remote's entry at run time (served as /mfe/manifest.json). */
  MFE_TRIAGE_ENTRY: z.string().default('/mfe/triage/remoteEntry.js'),
  MFE_ACCOUNT_ENTRY: z.string().default('/mfe/account/remoteEntry.js'),
  MFE_BILLING_ENTRY: z.string().default('/mfe/billing/remoteEntry.js'),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadConfig('svc-gateway', gatewayConfigSchema, env);
