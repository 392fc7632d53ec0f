import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runEmbedded, type EmbeddedMaNaN } from '../src';

/**
 * Issue 19, item 2, through the whole app: the sign-in limits count against the address the gateway saw
 * on the socket, whatever X-Forwarded-For a client sends, unless the request came through a proxy named
 * in TRUSTED_PROXIES.
 */
describe('the address sign-in limits count against, through the gateway', () => {
  const running: { manan: EmbeddedMaNaN; dataDir: string }[] = [];

  afterAll(async () => {
    for (const { manan, dataDir } of running) {
      await manan.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  async function start(env: Record<string, string> = {}) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-client-address-'));
    const manan = await runEmbedded({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', ...env });
    running.push({ manan, dataDir });
    const base = manan.url.replace('localhost', '127.0.0.1');
    const post = (pathname: string, body: unknown, forwardedFor: string) =>
      fetch(`${base}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': forwardedFor },
        body: JSON.stringify(body),
      });
    const account = { username: 'dr.target', password: 'correct horse', email: 'target@example.org' };
    expect((await post('/api/register', account, '192.0.2.1')).status).toBe(201);
    const login = (password: string, forwardedFor: string) =>
      post('/api/login', { username: account.username, password }, forwardedFor);
    return { login, account };
  }

  it('when a client sends a new X-Forwarded-For with every wrong password, then it is still limited as its real address', async () => {
    const { login, account } = await start();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login('wrong password', `198.51.100.${attempt}`)).status).toBe(401);
    }
    const limited = await login(account.password, '198.51.100.99');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(60);
  }, 120_000);

  it('when the requests come through a proxy named in TRUSTED_PROXIES, then the address it forwards is the one limited', async () => {
    const { login, account } = await start({ TRUSTED_PROXIES: 'loopback' });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login('wrong password', '198.51.100.7')).status).toBe(401);
    }
    expect((await login(account.password, '198.51.100.7')).status).toBe(429);
    expect((await login(account.password, '198.51.100.8')).status).toBe(200);
  }, 120_000);
});
