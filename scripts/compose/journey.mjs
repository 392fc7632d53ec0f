// What the proof drives through the containerised gateway, as a user and a browser would.
import assert from 'node:assert/strict';
import { URL, URLSearchParams } from 'node:url';
import { chromium } from 'playwright-core';
import { run, sleep } from './run.mjs';

const { fetch } = globalThis;

const caseForm = {
  patientAge: '54',
  gender: 'female',
  chiefComplaint: 'Productive cough for three days',
  symptoms: 'Cough with green sputum, mild fever, no chest pain',
  vitals: 'BP 128/82, HR 92, RR 18, Temp 38.1 C, SpO2 96%',
};
const acceptedCard = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Dr Proof' };

/** A signed-in client of the gateway: keeps the session cookie, sends the gateway's own Origin. */
export function client(baseUrl) {
  const jar = new Map();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const call = async (pathOrUrl, { json, form, method } = {}) => {
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${baseUrl}${pathOrUrl}`;
    const headers = { origin: baseUrl, ...(jar.size > 0 ? { cookie: cookieHeader() } : {}) };
    let body;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    }
    const response = await fetch(url, {
      method: method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const separator = pair.indexOf('=');
      jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1));
    }
    return response;
  };
  return { call, cookies: () => [...jar].map(([name, value]) => ({ name, value })) };
}

async function eventually(describe, check, timeoutMs = 30_000) {
  const started = Date.now();
  let last;
  while (Date.now() - started < timeoutMs) {
    last = await check();
    if (last.ok) return last.value;
    await sleep(500);
  }
  throw new Error(
    `${describe} did not happen within ${timeoutMs / 1000} s (last: ${JSON.stringify(last.value)})`,
  );
}

const step = (text) => console.log(`✔ ${text}`);

export async function userJourney(baseUrl) {
  const user = client(baseUrl);
  const suffix = Date.now().toString(36);
  const registered = await user.call('/api/register', {
    json: { username: `proof-${suffix}`, email: `proof-${suffix}@example.org`, password: 'correct-horse-1' },
  });
  assert.equal(registered.status, 201, `POST /api/register answered ${registered.status}`);
  step(`registered proof-${suffix} through the gateway (svc-auth, SQLite volume)`);

  const analysis = await user.call('/api/analyze', { json: caseForm });
  const analysisText = await analysis.text();
  assert.equal(analysis.status, 200, `POST /api/analyze answered ${analysis.status}: ${analysisText}`);
  assert.ok(analysisText.length > 100, 'the analysis came back empty');
  step('analyzed a case (svc-triage, guideline engine)');

  const usage = await eventually('the usage reaching svc-billing over RabbitMQ', async () => {
    const body = await (await user.call('/api/user/subscription')).json();
    return { ok: body.used === 1, value: body };
  });
  assert.deepEqual(usage, { used: 1, limit: 20, isPremium: false });
  step(`usage counted in svc-billing via RabbitMQ: ${JSON.stringify(usage)}`);

  const checkout = await user.call('/api/create-checkout-session', { json: {} });
  assert.equal(checkout.status, 200, `POST /api/create-checkout-session answered ${checkout.status}`);
  const { url } = await checkout.json();
  const sessionId = new URL(url).pathname.split('/').pop();
  const page = await user.call(url);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /Sandbox checkout/);
  const paid = await user.call(`${url}/pay`, { form: acceptedCard });
  assert.equal(paid.status, 303, `paying answered ${paid.status}`);
  assert.match(paid.headers.get('location') ?? '', /\/subscription\/success\?session_id=/);
  const activated = await user.call('/api/update-subscription-from-session', { json: { sessionId } });
  assert.deepEqual(await activated.json(), { status: 'active' });
  const premium = await (await user.call('/api/user/subscription')).json();
  assert.deepEqual(premium, { used: 1, limit: null, isPremium: true });
  step(`sandbox upgrade paid and activated: ${JSON.stringify(premium)}`);
  return user;
}

const containerAddress = (name) =>
  run('podman', ['inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', name], {
    quiet: true,
  }).trim();

/** `/`, `/app` and each remote's entry, the latter byte for byte what its own container serves. */
export async function frontEnds(baseUrl, containerOf) {
  for (const route of ['/', '/app']) {
    const response = await fetch(`${baseUrl}${route}`);
    assert.equal(response.status, 200, `GET ${route} answered ${response.status}`);
    assert.match(response.headers.get('content-type') ?? '', /text\/html/);
    assert.match(await response.text(), /<script/);
    step(`GET ${route} → 200 html (shell container)`);
  }
  const manifest = await (await fetch(`${baseUrl}/mfe/manifest.json`)).json();
  for (const remote of ['triage', 'account', 'billing']) {
    const entry = manifest.remotes?.[remote]?.entry ?? `/mfe/${remote}/remoteEntry.js`;
    const viaGateway = await fetch(`${baseUrl}${entry}`);
    assert.equal(viaGateway.status, 200, `GET ${entry} answered ${viaGateway.status}`);
    const body = await viaGateway.text();
    const address = containerAddress(containerOf(`mfe-${remote}`));
    const direct = await (await fetch(`http://${address}/remoteEntry.js`)).text();
    assert.equal(body, direct, `${entry} through the gateway differs from mfe-${remote}'s own`);
    step(`GET ${entry} → 200, ${body.length} bytes, the same as mfe-${remote} at ${address} serves`);
  }
}

/** With mfe-billing stopped: the API and the other remotes work, billing's area shows its error panel. */
export async function withBillingStopped(baseUrl, user) {
  const entry = await fetch(`${baseUrl}/mfe/billing/remoteEntry.js`);
  assert.notEqual(entry.status, 200, 'mfe-billing still answers after it was stopped');
  step(`GET /mfe/billing/remoteEntry.js → ${entry.status} with mfe-billing stopped`);
  assert.equal((await user.call('/api/user/subscription')).status, 200);
  step('GET /api/user/subscription → 200 (svc-billing is a service, not the front end)');

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext();
    await context.addCookies(user.cookies().map((cookie) => ({ ...cookie, url: baseUrl })));
    const page = await context.newPage();
    await page.goto(`${baseUrl}/subscription`);
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 30_000 });
    assert.match((await alert.textContent()) ?? '', /could not be loaded/);
    step('Chromium at /subscription: the billing area shows "This part of MANAN could not be loaded."');
    for (const [route, testId] of [
      ['/app', 'remote-triage'],
      ['/dashboard', 'remote-account'],
    ]) {
      await page.goto(`${baseUrl}${route}`);
      await page.getByTestId(testId).waitFor({ timeout: 30_000 });
      step(`Chromium at ${route}: ${testId} still renders`);
    }
  } finally {
    await browser.close();
  }
}
