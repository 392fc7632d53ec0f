import { exportAccount } from '../src/domain/export/export-account.use-case';
import { postJson, register, startAuth, type RunningAuth } from './support/auth-test-service';

describe('svc-auth GET /api/export/account ("Download my data")', () => {
  let auth: RunningAuth;

  beforeAll(async () => {
    auth = await startAuth();
  });

  afterAll(async () => {
    await auth.stop();
    auth.remove();
  });

  const exportAccount = (cookie?: string) =>
    fetch(`${auth.url}/api/export/account`, { headers: cookie ? { cookie } : {} });

  it("when a user exports, then they get their own account and settings and nothing of another's", async () => {
    const alice = await register(auth.url);
    const bob = await register(auth.url);
    await postJson(
      `${auth.url}/api/user/settings`,
      { emailNotifications: false, appNotifications: true },
      { cookie: alice.cookie },
    );

    const response = await exportAccount(alice.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      exportedAt: expect.any(String),
      account: {
        id: alice.user.id,
        username: alice.account.username,
        email: alice.account.email,
        displayName: alice.account.username,
        createdAt: expect.any(String),
        signInMethods: ['password'],
      },
      notificationSettings: { emailNotifications: false, appNotifications: true },
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain(bob.account.username);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain(alice.account.password);
    expect(text).not.toContain(alice.cookie.split('=')[1]);
  });

  it('when there is no session, then 401 JSON', async () => {
    const response = await exportAccount();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'AUTH.UNAUTHENTICATED' } });
  });
});

describe('exportAccount (the use case)', () => {
  const user = {
    id: 'u1',
    username: 'dr_lee',
    email: 'lee@example.org',
    displayName: 'Dr Lee',
    photoURL: null,
    createdAt: '2026-01-02T03:04:05.000Z',
  };
  const linkedGoogle = {
    provider: 'google' as const,
    subject: 'g-1',
    userId: 'u1',
    linkedAt: '2026-02-01T00:00:00.000Z',
  };
  const dependencies = (passwordHash: string | null, identities: (typeof linkedGoogle)[]) => ({
    users: { findById: async (id: string) => (id === 'u1' ? { ...user, passwordHash } : null) },
    identities: { listForUser: async () => identities },
    settings: { find: async () => null },
    clock: () => new Date('2026-11-24T00:00:00.000Z'),
  });

  it.each([
    ['a password only', '$argon2id$hash', [], ['password']],
    ['Google only', null, [linkedGoogle], ['google']],
    ['a password and Google', '$argon2id$hash', [linkedGoogle], ['password', 'google']],
  ])(
    'when the account signs in with %s, then the methods say so and no hash is exported',
    async (_how, hash, identities, methods) => {
      const exported = await exportAccount(dependencies(hash, identities), 'u1');
      expect(exported.account.signInMethods).toEqual(methods);
      expect(exported.notificationSettings).toEqual({ emailNotifications: true, appNotifications: true });
      expect(exported.exportedAt).toBe('2026-11-24T00:00:00.000Z');
      expect(JSON.stringify(exported)).not.toContain('argon2');
    },
  );

  it('when the account no longer exists, then the export is refused as unauthenticated', async () => {
    await expect(exportAccount(dependencies(null, []), 'gone')).rejects.toMatchObject({
      code: 'AUTH.UNAUTHENTICATED',
    });
  });
});
