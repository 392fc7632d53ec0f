import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PactV4 } from '@pact-foundation/pact';
import { untilMockServerRecordedMatches } from '../../src/testing';

/**
 * untilMockServerRecordedMatches waits for the mock server's bookkeeping before Pact checks it. That wait
 * must never turn a missing request into a pass.
 */
describe('untilMockServerRecordedMatches with a Pact mock server', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-service-pact-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  const pactExpectingOneCall = () =>
    new PactV4({ consumer: 'kit-test', provider: 'kit-provider', dir: scratch, logLevel: 'error' })
      .addInteraction()
      .uponReceiving('a status request')
      .withRequest('GET', '/internal/status')
      .willRespondWith(200, (response) => response.jsonBody({ ok: true }));

  it('passes when the request was made and answered', async () => {
    const seen = await pactExpectingOneCall().executeTest(async (server) => {
      const answer = (await (await fetch(`${server.url}/internal/status`)).json()) as unknown;
      await untilMockServerRecordedMatches(server);
      return answer;
    });
    expect(seen).toEqual({ ok: true });
  });

  it('still fails, as "expected but not received", when no request was made', async () => {
    await expect(
      pactExpectingOneCall().executeTest(async (server) => {
        await untilMockServerRecordedMatches(server);
      }),
    ).rejects.toThrow(/expected but not received/);
  });
});
