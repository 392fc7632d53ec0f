import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSessionTokenIssuer, loadOrCreateSigningKey, sessionCookieName } from '@manan/service-kit';
import { runEmbedded, type EmbeddedMaNaN } from '../src';

/** Issue 19, item 8: a token signed with svc-auth's own key is still refused when svc-auth never started its session. */
describe('a validly signed token for a session that never existed', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-confirm-'));
  let manan: EmbeddedMaNaN;

  beforeAll(async () => (manan = await runEmbedded({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' })));
  afterAll(async () => {
    await manan.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (url: string, cookie: string) => fetch(url, { headers: { cookie } });

  it('is refused by svc-triage and svc-billing, directly and through the gateway, while a real session passes', async () => {
    const registered = await fetch(`${manan.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: manan.url },
      body: JSON.stringify({ username: 'dr.real', password: 'correct horse', email: 'real@example.org' }),
    });
    expect(registered.status).toBe(201);
    const realCookie = (registered.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { id: userId } = (await registered.json()) as { id: string };

    // svc-auth's signing key, as someone who stole it or svc-auth's bug might use it: a session id it never issued.
    const issuer = createSessionTokenIssuer({
      key: loadOrCreateSigningKey({ dataDir }),
      issuer: 'manan-auth',
      audience: 'manan',
    });
    const { token } = issuer.issue({
      userId,
      sessionId: randomUUID(),
      sessionStartedAt: Math.floor(Date.now() / 1000),
    });
    const forgedCookie = `${sessionCookieName}=${token}`;
    const protectedUrls = [
      `${manan.url}/api/cases`,
      `${manan.url}/api/user/subscription`,
      `${manan.services.triage}/api/cases`,
      `${manan.services.billing}/api/user/subscription`,
    ];

    const real = await Promise.all(protectedUrls.map(async (url) => (await call(url, realCookie)).status));
    expect(real).toEqual([200, 200, 200, 200]);
    const forged = await Promise.all(
      protectedUrls.map(async (url) => (await call(url, forgedCookie)).status),
    );
    expect(forged).toEqual([401, 401, 401, 401]);
  });

  it('keeps the confirmation endpoint internal: the gateway does not route it', async () => {
    const throughGateway = await fetch(`${manan.url}/internal/sessions/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: manan.url },
      body: JSON.stringify({ sessionId: randomUUID() }),
    });
    expect(throughGateway.status).toBe(404);
  });
});
