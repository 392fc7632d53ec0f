import { sessionCookieName } from '@manan/service-kit';
import { verifyHttpPacts, type ProviderStateHandler } from '@manan/service-kit/testing';
import { startAuth, type RunningAuth } from '../support/auth-test-service';

/** Failed sign-ins after which one username at one address must wait (svc-auth's brute-force rule). */
const FAILURES_THAT_LOCK = 10;

/** The session id (`jti`) inside a session cookie's token, as svc-triage and svc-billing read it. */
function sessionIdOf(cookie: string): string {
  const payload = cookie.split('=')[1]?.split('.')[1] ?? '';
  const { jti } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { jti?: unknown };
  if (typeof jti !== 'string') throw new Error('the session token carries no session id');
  return jti;
}

describe("HTTP pacts: svc-auth (provider) with shell, mfe-account and the services' session check", () => {
  let auth: RunningAuth;
  let cookie: string | undefined;

  beforeAll(async () => {
    auth = await startAuth();
  });
  afterAll(async () => {
    await auth.stop();
    auth.remove();
  });

  const post = (path: string, body: unknown) =>
    fetch(`${auth.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const accountOf = (parameters: Record<string, unknown>) => {
    const username = String(parameters.username);
    return {
      username,
      email: String(parameters.email ?? `${username}@example.org`),
      password: String(parameters.password ?? 'correct horse'),
    };
  };

  /** Registers the account unless it exists already (the same account may serve several interactions). */
  async function ensureAccount(parameters: Record<string, unknown>) {
    const account = accountOf(parameters);
    if (!(await auth.service.users.findByUsername(account.username))) {
      expect((await post('/api/register', account)).status).toBe(201);
    }
    return account;
  }

  /** Signs in through the real login; leaves its cookie in `cookie` and answers the session's id. */
  async function signIn(username: string, password: string): Promise<string> {
    const login = await post('/api/login', { username, password });
    expect(login.status).toBe(200);
    const session = login.headers.getSetCookie().find((each) => each.startsWith(`${sessionCookieName}=`));
    cookie = session?.split(';')[0];
    if (!cookie) throw new Error('sign-in set no session cookie');
    return sessionIdOf(cookie);
  }

  const stateHandlers: Record<string, ProviderStateHandler> = {
    'no one is signed in': async () => {
      cookie = undefined;
    },
    'no account exists': async (parameters) => {
      cookie = undefined;
      expect(await auth.service.users.findByUsername(String(parameters.username))).toBeNull();
    },
    'an account exists': async (parameters) => {
      cookie = undefined;
      await ensureAccount(parameters);
    },
    'a user is signed in': async (parameters) => {
      const { username, password } = await ensureAccount(parameters);
      const login = await post('/api/login', { username, password });
      expect(login.status).toBe(200);
      const session = login.headers.getSetCookie().find((each) => each.startsWith(`${sessionCookieName}=`));
      cookie = session?.split(';')[0];
    },
    // The session check (service-kit, used by svc-triage and svc-billing) asks about a session svc-auth
    // issued: these states sign in through the real login (and sign out through the real logout) and hand
    // the session's id to the replayed request. No cookie is sent: the internal call carries none.
    'a session is live': async () => {
      const { username, password } = await ensureAccount({ username: 'session-check-live' });
      const sessionId = await signIn(username, password);
      cookie = undefined;
      return { sessionId };
    },
    'a session was revoked': async () => {
      const { username, password } = await ensureAccount({ username: 'session-check-revoked' });
      const sessionId = await signIn(username, password);
      const logout = await fetch(`${auth.url}/api/logout`, {
        method: 'POST',
        headers: { cookie: cookie ?? '' },
      });
      expect(logout.status).toBe(200);
      expect((await auth.service.sessions.findById(sessionId))?.revokedAt).not.toBeNull();
      cookie = undefined;
      return { sessionId };
    },
    'no session has this id': async (parameters) => {
      cookie = undefined;
      expect(await auth.service.sessions.findById(String(parameters.sessionId))).toBeNull();
    },
    'sign-in is locked after repeated failures': async (parameters) => {
      cookie = undefined;
      const { username } = await ensureAccount(parameters);
      for (let failure = 0; failure < FAILURES_THAT_LOCK; failure += 1) {
        await post('/api/login', { username, password: `wrong password ${failure}` });
      }
    },
  };

  it("when auth's real app answers every recorded interaction, then each consumer gets what it needs", async () => {
    await verifyHttpPacts({
      provider: 'svc-auth',
      consumers: ['shell', 'mfe-account', 'service-kit-session-check'],
      providerBaseUrl: auth.url,
      stateHandlers,
      sessionCookie: () => cookie,
    });
  }, 120_000);
});
