import path from 'node:path';
import { authSessionRevokedV1, authUserDeletedV1, parseEvent, type EventEnvelope } from '@manan/contracts';
import { sqliteRowsMentioning } from '@manan/service-kit/testing';
import {
  postJson,
  register,
  setCookies,
  sessionCookieFrom,
  startAuth,
  status,
  type RunningAuth,
} from './support/auth-test-service';

describe('svc-auth: delete my account', () => {
  let auth: RunningAuth;
  const published: EventEnvelope[] = [];

  beforeAll(async () => {
    auth = await startAuth();
    // Stands in for the other services' queues: every event svc-auth sends about users and sessions.
    await auth.bus.subscribe({
      queue: 'test.observer',
      types: ['auth.#'],
      handler: async (envelope) => {
        published.push(envelope);
      },
    });
  });

  afterAll(async () => {
    await auth.stop();
    auth.remove();
  });

  const deleteAccount = (body: unknown, cookie?: string) =>
    postJson(`${auth.url}/api/user/delete`, body, cookie ? { cookie } : {});
  const login = (username: string, password: string) =>
    postJson(`${auth.url}/api/login`, { username, password });
  const eventsAbout = (userId: string) =>
    published.filter((envelope) => (envelope.data as { userId?: string }).userId === userId);
  const until = async (condition: () => boolean) => {
    for (let waited = 0; !condition() && waited < 5_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('when the typed username is not the account’s, then 400 ACCOUNT.CONFIRMATION_MISMATCH and the account stays', async () => {
    const { account, cookie, user } = await register(auth.url);
    const response = await deleteAccount({ username: `${account.username}x` }, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'ACCOUNT.CONFIRMATION_MISMATCH',
        message: 'The username you typed does not match this account',
        fields: { username: 'The username you typed does not match this account' },
      },
    });
    expect((await status(auth.url, cookie)).body).toMatchObject({
      authenticated: true,
      user: { id: user.id },
    });
    expect(eventsAbout(user.id)).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['an empty username', { username: '  ' }],
    ['a username that is not text', { username: 42 }],
    ['another field', { username: 'someone', userId: 'someone-else' }],
  ])('when the request has %s, then 400 REQUEST.INVALID and nothing is deleted', async (_situation, body) => {
    const { cookie, user } = await register(auth.url);
    const response = await deleteAccount(body, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'REQUEST.INVALID' } });
    expect((await status(auth.url, cookie)).body).toMatchObject({
      authenticated: true,
      user: { id: user.id },
    });
  });

  it('when there is no session, then 401 and nothing is deleted', async () => {
    const { account } = await register(auth.url);
    const response = await deleteAccount({ username: account.username });
    expect(response.status).toBe(401);
    expect((await login(account.username, account.password)).status).toBe(200);
  });

  it("when a user types another user's username, then 400 and neither account is deleted", async () => {
    const alice = await register(auth.url);
    const bob = await register(auth.url);
    const response = await deleteAccount({ username: bob.account.username }, alice.cookie);
    expect(response.status).toBe(400);
    expect((await status(auth.url, bob.cookie)).body.authenticated).toBe(true);
    expect((await status(auth.url, alice.cookie)).body.authenticated).toBe(true);
  });

  it('when the username is typed (in any case), then the account, its sessions and settings are gone, every cookie of it is refused, the events go out, and others are untouched', async () => {
    const { account, cookie, user } = await register(auth.url);
    const secondDevice = sessionCookieFrom(await login(account.username, account.password));
    await postJson(
      `${auth.url}/api/user/settings`,
      { emailNotifications: false, appNotifications: false },
      { cookie },
    );
    expect((await login(account.username, 'wrong password')).status).toBe(401);
    const bystander = await register(auth.url);

    const response = await deleteAccount({ username: ` ${account.username.toUpperCase()} ` }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(setCookies(response).manan_session?.attributes).toMatch(/Expires=Thu, 01 Jan 1970/);

    for (const oldCookie of [cookie, secondDevice]) {
      expect((await status(auth.url, oldCookie)).body.authenticated).toBe(false);
      const settings = await fetch(`${auth.url}/api/user/settings`, { headers: { cookie: oldCookie } });
      expect(settings.status).toBe(401);
    }
    expect((await status(auth.url, bystander.cookie)).body.authenticated).toBe(true);

    // Both sessions are announced as revoked, then the deletion, each through the outbox.
    await until(() => eventsAbout(user.id).some((envelope) => envelope.type === authUserDeletedV1.type));
    const events = eventsAbout(user.id);
    const revoked = events.filter((envelope) => envelope.type === authSessionRevokedV1.type);
    expect(revoked.map((envelope) => parseEvent(authSessionRevokedV1, envelope).data.sessionId)).toHaveLength(
      2,
    );
    expect(events.at(-1)).toMatchObject({ type: 'auth.user.deleted', version: 1, data: { userId: user.id } });
    parseEvent(authUserDeletedV1, events.at(-1));

    // Once delivered, not even the outbox keeps a copy: nothing in svc-auth's database names the user.
    await until(
      () =>
        sqliteRowsMentioning(path.join(auth.dataDir, 'auth.sqlite'), [
          user.id,
          account.username,
          account.email,
        ]).length === 0,
    );
    expect(
      sqliteRowsMentioning(path.join(auth.dataDir, 'auth.sqlite'), [
        user.id,
        account.username,
        account.email,
      ]),
    ).toEqual([]);
    expect(
      sqliteRowsMentioning(path.join(auth.dataDir, 'auth.sqlite'), [bystander.user.id]).length,
    ).toBeGreaterThan(0);

    // Signing in with the old password fails like any unknown username. (That attempt is itself kept,
    // under the name tried, for the throttle's window: it is a record of the attempt, not of the account.)
    expect((await login(account.username, account.password)).status).toBe(401);
  });

  it('when the account was deleted, then its username and email can register again as a new account', async () => {
    const { account, cookie, user } = await register(auth.url);
    expect((await deleteAccount({ username: account.username }, cookie)).status).toBe(200);
    const again = await register(auth.url, account);
    expect(again.user.id).not.toBe(user.id);
  });

  it('when the same cookie asks to delete twice, then the second is refused as signed out (401)', async () => {
    const { account, cookie } = await register(auth.url);
    expect((await deleteAccount({ username: account.username }, cookie)).status).toBe(200);
    expect((await deleteAccount({ username: account.username }, cookie)).status).toBe(401);
  });
});
