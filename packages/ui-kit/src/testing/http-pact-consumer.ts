// Consumer side of MANAN's HTTP pacts: a front end's real RTK Query client calls Pact's mock server,
// and the pact it records goes to contracts/pacts, where the provider's tests verify it. Run these
// tests in Jest's node environment (`@jest-environment node`): they need Node's own fetch.
import fs from 'node:fs';
import path from 'node:path';
import { PactV4 } from '@pact-foundation/pact';
import { getFfiLib } from '@pact-foundation/pact-core';
import { baseApi } from '../api/base-api';
import { createMananStore, type MananStore } from '../store/create-store';

/** Where every pact lives: contracts/pacts at the repository root. */
export const pactsDirectory = path.resolve(__dirname, '../../../../contracts/pacts');

export interface HttpPactRecording {
  pact: PactV4;
  /**
   * Moves the recorded pact into contracts/pacts. Call it after every interaction passed: the file is
   * renamed into place, so a provider verifying at the same time reads the old pact or the new one,
   * never half of either, and a failed run leaves the committed pact alone.
   */
  publish(): void;
}

/** Starts recording the pact of `consumer` (a front end) with `provider` (a service) in a scratch folder. */
export function recordHttpPact(consumer: string, provider: string): HttpPactRecording {
  fs.mkdirSync(pactsDirectory, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(pactsDirectory, '.writing-'));
  const pact = new PactV4({ consumer, provider, dir: scratch, logLevel: 'error' });
  const fileName = `${consumer}-${provider}.json`;
  return {
    pact,
    publish() {
      try {
        fs.renameSync(path.join(scratch, fileName), path.join(pactsDirectory, fileName));
      } finally {
        fs.rmSync(scratch, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Runs `call` with a fresh MANAN store as on a page served by the mock server: the client's relative
 * URLs ('/api/...') resolve against the mock server's origin, as they resolve against the page's
 * origin in the browser.
 */
export async function asPageOf<T>(
  mockServer: { url: string },
  call: (store: MananStore) => Promise<T>,
): Promise<T> {
  const NodeRequest = globalThis.Request;
  globalThis.Request = class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, mockServer.url) : input, init);
    }
  };
  const store = createMananStore();
  try {
    const answer = await call(store);
    await untilMockServerRecordedMatches(mockServer);
    return answer;
  } finally {
    globalThis.Request = NodeRequest;
    store.dispatch(baseApi.util.resetApiState());
  }
}

const bookkeepingWaitMs = 2_000;

/**
 * pact-core 19's mock server answers a request first and records the match on another task, so on a
 * busy machine Pact can ask "did every expected request arrive?" before that record exists and fail a
 * test whose request it answered ("expected but not received"; pact-foundation/pact-reference#535,
 * fixed in pact-core 20, which needs Node 22). This waits until the mock server reports every
 * interaction matched, for at most two seconds: a request that never came still fails, just later.
 */
async function untilMockServerRecordedMatches(mockServer: { url: string }): Promise<void> {
  const port = Number(new URL(mockServer.url).port);
  const ffi = getFfiLib();
  const deadline = Date.now() + bookkeepingWaitMs;
  while (!ffi.pactffiMockServerMatched(port) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
