import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sandboxCheckoutIdPrefix } from '@manan/contracts';
import { runEmbeddedWithCapturedLogs, type EmbeddedWithLogs } from './support/embedded-with-captured-logs';

const acceptedCard = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Dr Test' };

describe('the sandbox checkout id (its only credential) never reaches a log', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-checkout-logs-'));
  let manan: EmbeddedWithLogs;
  let cookie = '';

  beforeAll(async () => {
    manan = await runEmbeddedWithCapturedLogs(dataDir);
    const registered = await post('/api/register', {
      json: { username: 'dr.ledger', password: 'correct horse', email: 'ledger@example.org' },
    });
    expect(registered.status).toBe(201);
    cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0]!;
  }, 30_000);
  afterAll(async () => {
    await manan.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function post(
    address: string,
    { json, form, origin = manan.url }: { json?: unknown; form?: Record<string, string>; origin?: string },
  ) {
    return fetch(address.startsWith('http') ? address : `${manan.url}${address}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        origin,
        cookie,
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      body: form ? new URLSearchParams(form).toString() : JSON.stringify(json ?? {}),
    });
  }

  async function startCheckout(): Promise<{ pagePath: string; sessionId: string }> {
    const response = await post('/api/create-checkout-session', { json: {} });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const pagePath = new URL(url).pathname;
    return { pagePath, sessionId: pagePath.split('/').pop()! };
  }

  it('when a user opens a checkout, cancels it, then opens and pays another and activates it, then no log line holds either id', async () => {
    const cancelled = await startCheckout();
    expect(cancelled.sessionId.startsWith(sandboxCheckoutIdPrefix)).toBe(true);
    expect((await fetch(`${manan.url}${cancelled.pagePath}`, { headers: { cookie } })).status).toBe(200);
    expect((await post(`${cancelled.pagePath}/cancel`, { form: {} })).status).toBe(303);

    const paid = await startCheckout();
    // At the gateway and at svc-billing directly, as the outside test did.
    expect((await fetch(`${manan.url}${paid.pagePath}`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${manan.urls['svc-billing']}${paid.pagePath}`)).status).toBe(200);
    const payment = await post(`${paid.pagePath}/pay`, { form: acceptedCard });
    expect(payment.status).toBe(303);
    expect(payment.headers.get('location')).toContain(`session_id=${paid.sessionId}`);
    const activation = await post('/api/update-subscription-from-session', {
      json: { sessionId: paid.sessionId },
    });
    expect(activation.status).toBe(200);
    // A paid session's page is gone: its address now answers 404, and is logged like any other.
    expect((await fetch(`${manan.url}${paid.pagePath}`)).status).toBe(404);

    const lines = manan.logLines();
    const everything = lines.join('\n');
    for (const { sessionId } of [cancelled, paid]) {
      expect(everything).not.toContain(sessionId);
      expect(everything).not.toContain(sessionId.slice(sandboxCheckoutIdPrefix.length));
    }
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    // The lines are still there, each saying what happened, with the id redacted.
    const checkoutRequests = parsed.filter(
      (line) =>
        line.msg === 'request completed' && String(line.path).startsWith('/billing/sandbox/checkout/'),
    );
    expect(checkoutRequests.length).toBeGreaterThanOrEqual(7);
    for (const line of checkoutRequests)
      expect(line.path).toMatch(
        /^\/billing\/sandbox\/checkout\/cs_sandbox_\[redacted:[0-9a-f]{8}\](?:\/pay|\/cancel)?$/,
      );
    expect(new Set(checkoutRequests.map((line) => line.service))).toEqual(
      new Set(['svc-gateway', 'svc-billing']),
    );
    const created = parsed.filter((line) => line.msg === 'checkout session created');
    expect(created).toHaveLength(2);
    for (const line of created) expect(line.sessionId).toMatch(/^cs_sandbox_\[redacted:[0-9a-f]{8}\]$/);
  }, 30_000);
});
