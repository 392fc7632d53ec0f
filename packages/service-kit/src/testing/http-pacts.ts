import fs from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import { getFfiLib } from '@pact-foundation/pact-core';
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

const bookkeepingWaitMs = 2_000;

/**
 * pact-core 19's mock server answers a request first and records the match on another task, so on a busy
 * machine Pact can ask "did every expected request arrive?" before that record exists and fail a test whose
 * request it answered ("expected but not received"; pact-foundation/pact-reference#535). The front ends'
 * pacts wait for it in ui-kit's asPageOf; a service's consumer pact calls this at the end of its
 * executeTest callback. It waits until the mock server reports every interaction matched, for at most two
 * seconds: a request that never came still fails, just later.
 */
export async function untilMockServerRecordedMatches(mockServer: { url: string }): Promise<void> {
  const port = Number(new URL(mockServer.url).port);
  const ffi = getFfiLib();
  const deadline = Date.now() + bookkeepingWaitMs;
  while (!ffi.pactffiMockServerMatched(port) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
