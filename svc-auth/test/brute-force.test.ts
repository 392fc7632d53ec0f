import {
  movableClock,
  newAccount,
  postJson,
  register,
  startAuth,
  type RunningAuth,
} from './support/auth-test-service';

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

  const lockedMessage = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';

  it('when a username failed 10 times from one address, then that address waits a minute, even with the right password and in another case', async () => {
    const { account } = await register(auth.url);
    await failTimes(10, account.username);
    const locked = await login(account.username.toUpperCase(), account.password);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await locked.text()).toBe(lockedMessage);
    expect(Number(locked.headers.get('retry-after'))).toBe(60);
  });

  it('when someone else keeps failing for a username from their address, then the real user still signs in from their own', async () => {
    const { account } = await register(auth.url);
    await failTimes(10, account.username, '198.51.100.66');
    for (let further = 0; further < 4; further += 1) {
      const waiting = await login(account.username, account.password, '198.51.100.66');
      expect(waiting.status).toBe(429);
      time.advance(Number(waiting.headers.get('retry-after')) * 1000);
      await failTimes(1, account.username, '198.51.100.66');
    }
    expect((await login(account.username, account.password, '198.51.100.66')).status).toBe(429);
    expect((await login(account.username, account.password, '203.0.113.7')).status).toBe(200);
  });

  it('when failures go on after the first wait, then each doubles the wait, up to 15 minutes', async () => {
    const { account } = await register(auth.url);
    await failTimes(9, account.username);
    const waits: number[] = [];
    for (let failure = 10; failure <= 15; failure += 1) {
      expect((await login(account.username, 'wrong password')).status).toBe(401);
      const locked = await login(account.username, account.password);
      expect(locked.status).toBe(429);
      const wait = Number(locked.headers.get('retry-after'));
      waits.push(wait);
      time.advance(wait * 1000 - 2_000);
      expect((await login(account.username, account.password)).status).toBe(429);
      time.advance(2_000);
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
    expect((await login(account.username, account.password)).status).toBe(200);
    // The success forgave the pair: the next typo costs nothing.
    expect((await login(account.username, 'wrong password')).status).toBe(401);
    expect((await login(account.username, account.password)).status).toBe(200);
  });

  it('when an hour passes without another failure, then the pair is forgiven', async () => {
    const { account } = await register(auth.url);
    await failTimes(10, account.username);
    time.advance(61_000);
    await failTimes(1, account.username);
    time.advance(60 * 60 * 1000 + 1_000);
    await failTimes(9, account.username);
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

describe('svc-auth registration limit', () => {
  let auth: RunningAuth;
  const time = movableClock();

  beforeEach(async () => {
    auth = await startAuth({ clock: time.clock });
  });

  afterEach(async () => {
    await auth.stop();
    auth.remove();
  });

  const registerFrom = (address: string) =>
    postJson(`${auth.url}/api/register`, newAccount(), { 'x-forwarded-for': address });

  it('when one address created 20 accounts within an hour, then the next gets 429 with Retry-After while other addresses still register', async () => {
    for (let account = 0; account < 20; account += 1) {
      expect((await registerFrom('192.0.2.80')).status).toBe(201);
    }
    time.advance(30 * 60 * 1000);
    const refused = await registerFrom('192.0.2.80');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await refused.text()).toBe(
      'Too many accounts were created from your network. Please try again later.',
    );
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    expect((await registerFrom('192.0.2.81')).status).toBe(201);

    time.advance(retryAfter * 1000);
    expect((await registerFrom('192.0.2.80')).status).toBe(201);
  });
});
