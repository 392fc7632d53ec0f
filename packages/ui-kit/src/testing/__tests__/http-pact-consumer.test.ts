/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PactV4 } from '@pact-foundation/pact';
import { asPageOf } from '../http-pact-consumer';

/**
 * asPageOf waits for the mock server's bookkeeping before Pact checks it (see
 * untilMockServerRecordedMatches). That wait must never turn a missing request into a pass.
 */
describe('asPageOf with a Pact mock server', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-pact-consumer-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  const pactExpectingOneCall = () => {
    const pact = new PactV4({
      consumer: 'kit-test',
      provider: 'kit-provider',
      dir: scratch,
      logLevel: 'error',
    });
    return pact
      .addInteraction()
      .uponReceiving('a status request')
      .withRequest('GET', '/api/kit/status')
      .willRespondWith(200, (response) => response.jsonBody({ ok: true }));
  };

  it('passes when the page made the expected request, and returns what the page saw', async () => {
    const seen = await pactExpectingOneCall().executeTest((server) =>
      asPageOf(server, async () => {
        const response = await fetch(new Request('/api/kit/status'));
        return (await response.json()) as unknown;
      }),
    );
    expect(seen).toEqual({ ok: true });
  });

  it('still fails, as "expected but not received", when the page never made the request', async () => {
    await expect(
      pactExpectingOneCall().executeTest((server) => asPageOf(server, async () => 'no request made')),
    ).rejects.toThrow(/expected but not received/);
  });
});
