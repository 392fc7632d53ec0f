import { movableClock, postJson, register, startAuth, type RunningAuth } from './support/auth-test-service';

const fifteenMinutes = 15 * 60 * 1000;

describe('svc-auth brute-force protection', () => {
  let auth: RunningAuth;
  const time = movableClock();

  beforeEach(async () => {
    auth = await startAuth({ clock: time.clock });
  });

  afterEach(async () => {
    await auth.stop();
    auth.remove();
  });

  const login = (username: string, password: string, address = '203.0.113.7') =>
    postJson(`${auth.url}/api/login`, { username, password }, { 'x-forwarded-for': address });
  const failTimes = async (count: number, username: string, address?: string) => {
    for (let attempt = 0; attempt < count; attempt += 1) {
      expect((await login(username, 'wrong password', address)).status).toBe(401);
    }
  };

  it('when a username failed 10 times in 15 minutes, then the next attempt, even with the right password and in another case, gets 429 with Retry-After', async () => {
    const { account } = await register(auth.url);
    await failTimes(10, account.username);
    const locked = await login(account.username.toUpperCase(), account.password, '198.51.100.1');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await locked.text()).toBe(
      'Too many failed sign-in attempts. Please wait a few minutes and try again.',
    );
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('when 15 minutes have passed since the failures, then the lock lifts', async () => {
    const { account } = await register(auth.url);
    await failTimes(10, account.username);
    time.advance(fifteenMinutes - 5_000);
    expect((await login(account.username, account.password)).status).toBe(429);
    time.advance(10_000);
    expect((await login(account.username, account.password)).status).toBe(200);
  });

  it('when svc-auth restarts on the same data, then the lock is still there', async () => {
    const { account } = await register(auth.url);
    await failTimes(10, account.username);
    await auth.stop();
    auth = await startAuth({ dataDir: auth.dataDir, clock: time.clock });
    expect((await login(account.username, account.password)).status).toBe(429);
  });

  it('when one address failed 50 times across usernames, then it gets 429 while other addresses still sign in', async () => {
    const { account } = await register(auth.url);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      expect((await login(`someone-${attempt % 7}`, 'wrong', '192.0.2.50')).status).toBe(401);
    }
    const locked = await login(account.username, account.password, '192.0.2.50');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(account.username, account.password, '192.0.2.51')).status).toBe(200);
  });

  it('when a sign-in succeeds, then the username count starts again but the address count does not', async () => {
    const { account } = await register(auth.url);
    await failTimes(9, account.username, '192.0.2.60');
    expect((await login(account.username, account.password, '192.0.2.60')).status).toBe(200);
    await failTimes(9, account.username, '192.0.2.61');
    expect((await login(account.username, account.password, '192.0.2.61')).status).toBe(200);

    for (let attempt = 0; attempt < 41; attempt += 1) {
      await login(`other-${attempt}`, 'wrong', '192.0.2.60');
    }
    // 9 + 41 = 50 failures from .60 despite the success in between.
    expect((await login(account.username, account.password, '192.0.2.60')).status).toBe(429);
  });
});
