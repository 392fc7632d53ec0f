import { z } from 'zod';

/** How a service other than svc-auth checks session tokens (README, Configuration). */
export const sessionVerificationEnv = {
  /** svc-auth's public keys; ignored when SESSION_PUBLIC_KEY is set. */
  AUTH_JWKS_URL: z.string().url().default('http://127.0.0.1:4001/.well-known/jwks.json'),
  /** svc-auth's public key as PEM (\n escapes allowed), instead of fetching the JWKS. */
  SESSION_PUBLIC_KEY: z.string().optional(),
  /**
   * svc-auth itself: services confirm each session with it (cached up to a second), so a logout does not
   * wait for the broker; the revocation list stands in only while svc-auth cannot be reached.
   */
  AUTH_SERVICE_URL: z.string().url().default('http://127.0.0.1:4001'),
  SESSION_ISSUER: z.string().min(1).default('manan-auth'),
  SESSION_AUDIENCE: z.string().min(1).default('manan'),
};
