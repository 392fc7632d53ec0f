import { postJson, register, startAuth, type RunningAuth } from './support/auth-test-service';

describe('svc-auth notification settings', () => {
  let auth: RunningAuth;

  beforeAll(async () => {
    auth = await startAuth();
  });

  afterAll(async () => {
    await auth.stop();
    auth.remove();
  });

  const getSettings = (cookie?: string) =>
    fetch(`${auth.url}/api/user/settings`, { headers: cookie ? { cookie } : {} });
  const saveSettings = (body: unknown, cookie?: string) =>
    postJson(`${auth.url}/api/user/settings`, body, cookie ? { cookie } : {});

  it('when a user never saved settings, then both notifications are on', async () => {
    const { cookie } = await register(auth.url);
    const response = await getSettings(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ emailNotifications: true, appNotifications: true });
  });

  it('when a user saves settings, then the saved settings come back and are kept for that user only', async () => {
    const alice = await register(auth.url);
    const bob = await register(auth.url);
    const saved = await saveSettings({ emailNotifications: false, appNotifications: true }, alice.cookie);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ emailNotifications: false, appNotifications: true });
    expect(await (await getSettings(alice.cookie)).json()).toEqual({
      emailNotifications: false,
      appNotifications: true,
    });
    expect(await (await getSettings(bob.cookie)).json()).toEqual({
      emailNotifications: true,
      appNotifications: true,
    });

    await saveSettings({ emailNotifications: true, appNotifications: false }, alice.cookie);
    expect(await (await getSettings(alice.cookie)).json()).toEqual({
      emailNotifications: true,
      appNotifications: false,
    });
  });

  it.each([
    ['strings instead of booleans', { emailNotifications: 'false', appNotifications: true }],
    ['numbers instead of booleans', { emailNotifications: 0, appNotifications: 1 }],
    ['a missing field', { emailNotifications: true }],
    ['an unknown field', { emailNotifications: true, appNotifications: true, userId: 'someone-else' }],
    ['a list instead of an object', [true, true]],
  ])('when the settings have %s, then 400 JSON {error} and nothing changes', async (_situation, body) => {
    const { cookie } = await register(auth.url);
    const response = await saveSettings(body, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: expect.stringContaining('true or false') },
    });
    expect(await (await getSettings(cookie)).json()).toEqual({
      emailNotifications: true,
      appNotifications: true,
    });
  });

  it('when there is no session, then GET and POST answer 401 JSON', async () => {
    for (const response of [
      await getSettings(),
      await saveSettings({ emailNotifications: true, appNotifications: true }),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        error: { code: 'AUTH.UNAUTHENTICATED', message: expect.any(String) },
      });
    }
  });
});
