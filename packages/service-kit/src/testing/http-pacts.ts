import fs from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import { pactFileOf } from './message-pacts';

/** Parameters a consumer gave its provider state, e.g. `{ userId: 'alice' }`. */
export type ProviderStateParameters = Record<string, unknown>;

/**
 * Sets up one provider state before an interaction is replayed. It may return values the consumer's
 * request refers to with `fromProviderState` (a checkout id, a case id the provider generated).
 */
export type ProviderStateHandler = (
  parameters: ProviderStateParameters,
) => Promise<Record<string, string> | void>;

export interface HttpPactVerification {
  /** The service, e.g. `svc-billing`. */
  provider: string;
  /** The front ends whose pacts with this provider are verified, e.g. `['mfe-billing', 'mfe-account']`. */
  consumers: string[];
  /** The provider's real app, listening (on port 0). */
  providerBaseUrl: string;
  stateHandlers: Record<string, ProviderStateHandler>;
  /**
   * The session cookie the last state left (undefined when no one is signed in). The browser sends
   * it with every call, so the consumer's pact does not record it; verification adds it back.
   */
  sessionCookie: () => string | undefined;
}

/**
 * Replays every interaction the consumers recorded against the provider's real app and checks each
 * response against what the consumer needs. Resolves when all match; rejects naming the mismatches.
 */
export async function verifyHttpPacts(options: HttpPactVerification): Promise<void> {
  const pactUrls = options.consumers.map((consumer) => pactFileOf(consumer, options.provider));
  const missing = pactUrls.filter((file) => !fs.existsSync(file));
  if (missing.length > 0) throw new Error(`No pact recorded yet: ${missing.join(', ')}`);
  const stateHandlers = Object.fromEntries(
    Object.entries(options.stateHandlers).map(([state, handler]) => [
      state,
      async (parameters?: unknown) => (await handler(asParameters(parameters))) ?? undefined,
    ]),
  );
  await new Verifier({
    provider: options.provider,
    providerBaseUrl: options.providerBaseUrl,
    pactUrls,
    stateHandlers,
    requestFilter: (req, _res, next) => {
      const cookie = options.sessionCookie();
      if (cookie) req.headers.cookie = cookie;
      next();
    },
    logLevel: 'error',
  }).verifyProvider();
}

function asParameters(parameters: unknown): ProviderStateParameters {
  return typeof parameters === 'object' && parameters !== null && !Array.isArray(parameters)
    ? (parameters as ProviderStateParameters)
    : {};
}
