import fs from 'node:fs';
import path from 'node:path';
import { internalPaths } from '@manan/contracts';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { createLogger, createSessionConfirmation } from '../../src';
import { pactsDirectory, untilMockServerRecordedMatches } from '../../src/testing';

const { fromProviderState } = MatchersV3;

/**
 * The session check lives only in service-kit (createSessionConfirmation, built by the service session
 * verifier that svc-triage and svc-billing both use unchanged), so one consumer records it for both; the
 * name keeps it apart from the message pacts svc-triage-svc-auth and svc-billing-svc-auth.
 */
const consumer = 'service-kit-session-check';
const provider = 'svc-auth';

const logger = createLogger({ service: 'test', level: 'silent' });

describe('HTTP pact: service-kit session check (consumer) with svc-auth (provider)', () => {
  fs.mkdirSync(pactsDirectory, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(pactsDirectory, '.writing-'));
  const pact = new PactV4({ consumer, provider, dir: scratch, logLevel: 'error' });
  const fileName = `${consumer}-${provider}.json`;

  // Renamed into place only after every interaction passed: a provider verifying at the same time reads
  // the old pact or the new one, and a failed run leaves the committed pact alone.
  afterAll(() => {
    try {
      fs.renameSync(path.join(scratch, fileName), path.join(pactsDirectory, fileName));
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });

  /**
   * The real client, pointed at the mock server, without caching so each call reaches it. The contract is
   * the request and the answer, not the speed: a mock server slowed by a busy CI machine past the
   * client's 1.5 s production timeout can make the client give up before the request is taken ("expected
   * but not received"). Each test also waits for the mock server to record its match before Pact checks it:
   * under load the check could run first and report the answered request as not received.
   */
  const confirmWith = (server: { url: string }) =>
    createSessionConfirmation({ authServiceUrl: server.url, logger, cacheMs: 0, timeoutMs: 15_000 });

  it('a live session: {active: true}', async () => {
    await pact
      .addInteraction()
      .given('a session is live')
      .uponReceiving('a confirmation request for a live session')
      .withRequest('POST', internalPaths.confirmSession, (request) =>
        request.jsonBody({ sessionId: fromProviderState('${sessionId}', 'a-live-session-id') }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ active: true }))
      .executeTest(async (server) => {
        expect(await confirmWith(server)('a-live-session-id')).toBe('active');
        await untilMockServerRecordedMatches(server);
      });
  });

  it('a revoked session (signed out): {active: false}', async () => {
    await pact
      .addInteraction()
      .given('a session was revoked')
      .uponReceiving('a confirmation request for a revoked session')
      .withRequest('POST', internalPaths.confirmSession, (request) =>
        request.jsonBody({ sessionId: fromProviderState('${sessionId}', 'a-revoked-session-id') }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ active: false }))
      .executeTest(async (server) => {
        expect(await confirmWith(server)('a-revoked-session-id')).toBe('inactive');
        await untilMockServerRecordedMatches(server);
      });
  });

  it('a session svc-auth never issued: {active: false}', async () => {
    await pact
      .addInteraction()
      .given('no session has this id', { sessionId: 'a-session-that-never-existed' })
      .uponReceiving('a confirmation request for an unknown session')
      .withRequest('POST', internalPaths.confirmSession, (request) =>
        request.jsonBody({ sessionId: 'a-session-that-never-existed' }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ active: false }))
      .executeTest(async (server) => {
        expect(await confirmWith(server)('a-session-that-never-existed')).toBe('inactive');
        await untilMockServerRecordedMatches(server);
      });
  });
});
