import {
  newAccount,
  postJson,
  register,
  sessionCookieFrom,
  setCookies,
  startAuth,
  status,
  type RunningAuth,
} from './support/auth-test-service';

describe('svc-auth accounts: register, login, status, logout', () => {
  let auth: RunningAuth;

  beforeAll(async () => {
    auth = await startAuth();
  });

  afterAll(async () => {
    await auth.stop();
    auth.remove();
  });

  const registerWith = (body: unknown) => postJson(`${auth.url}/api/register`, body);
  const login = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(`${auth.url}/api/login`, body, headers);

  describe('register', () => {
    it('when the registration is valid, then 201 with the user, displayName defaulting to the username, and a session cookie', async () => {
      const account = newAccount({ username: 'Dr.Ada-Lovelace_1', email: 'Ada.Lovelace@Example.org' });
      const response = await registerWith(account);
      expect(response.status).toBe(201);
      const user = await response.json();
      expect(user).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        username: 'Dr.Ada-Lovelace_1',
        email: 'ada.lovelace@example.org',
        displayName: 'Dr.Ada-Lovelace_1',
        photoURL: null,
      });
      expect(user).not.toHaveProperty('passwordHash');
      const cookie = setCookies(response).manan_session;
      expect(cookie?.attributes).toMatch(/HttpOnly/i);
      expect(cookie?.attributes).toMatch(/SameSite=Lax/i);
      expect(cookie?.attributes).toMatch(/Path=\//);
      // The cookie lives exactly as long as the token has left: a day from issue, less however long the
      // request took (seconds on a loaded CI machine), never longer than the token.
      const maxAge = Number(/Max-Age=(\d+);/.exec(cookie?.attributes ?? '')?.[1]);
      expect(maxAge).toBeLessThanOrEqual(86_400);
      expect(maxAge).toBeGreaterThan(86_400 - 60);
      const { body } = await status(auth.url, sessionCookieFrom(response));
      expect(body).toEqual({ authenticated: true, user, providers: { google: false } });
    });

    it.each([
      ['a field is missing', { username: 'someone', password: 'secret1' }, 'Please fill in all fields'],
      [
        'a field is empty',
        { username: '', password: 'secret1', email: 'a@b.co' },
        'Please fill in all fields',
      ],
      ['the body is not an object', [1, 2], 'Please fill in all fields'],
      [
        'a field is not a string',
        { username: 'someone', password: 123456, email: 'a@b.co' },
        'Please fill in all fields',
      ],
      [
        'the password is shorter than 6',
        { username: 'someone', password: '12345', email: 'a@b.co' },
        'Password must be at least 6 characters long',
      ],
      [
        'the password is longer than 256',
        { username: 'someone', password: 'x'.repeat(257), email: 'a@b.co' },
        'Password must be at most 256 characters long',
      ],
      [
        'the email has no dot after the @',
        { username: 'someone', password: 'secret1', email: 'a@b' },
        'Please enter a valid email address',
      ],
      [
        'the email has a space',
        { username: 'someone', password: 'secret1', email: 'a b@c.de' },
        'Please enter a valid email address',
      ],
      [
        'the email is longer than 254',
        { username: 'someone', password: 'secret1', email: `${'a'.repeat(250)}@b.co` },
        'Please enter a valid email address',
      ],
      [
        'the username is too short',
        { username: 'ab', password: 'secret1', email: 'a@b.co' },
        'Username must be 3–32 characters: letters, digits, dots, underscores or hyphens',
      ],
      [
        'the username is too long',
        { username: 'a'.repeat(33), password: 'secret1', email: 'a@b.co' },
        'Username must be 3–32 characters: letters, digits, dots, underscores or hyphens',
      ],
      [
        'the username has a space',
        { username: 'dr ada', password: 'secret1', email: 'a@b.co' },
        'Username must be 3–32 characters: letters, digits, dots, underscores or hyphens',
      ],
      [
        'an unknown field is sent',
        { username: 'someone', password: 'secret1', email: 'a@b.co', isAdmin: true },
        'The request is not valid',
      ],
    ])('when %s, then 400 with the plain text %p', async (_situation, body, message) => {
      const response = await registerWith(body);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe(message);
      expect(response.headers.getSetCookie()).toEqual([]);
    });

    it('when a field is missing and the password is short, then the user sees the missing field first', async () => {
      const response = await registerWith({ username: '', password: '1', email: 'nope' });
      expect(await response.text()).toBe('Please fill in all fields');
    });

    it('when the username differs from a registered one only in case, then 409 Username already taken', async () => {
      const { account } = await register(auth.url);
      const response = await registerWith(newAccount({ username: account.username.toUpperCase() }));
      expect(response.status).toBe(409);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('Username already taken');
    });

    it('when the email is registered already (in another case), then 409 Email already registered', async () => {
      const { account } = await register(auth.url);
      const response = await registerWith(newAccount({ email: account.email.toUpperCase() }));
      expect(response.status).toBe(409);
      expect(await response.text()).toBe('Email already registered');
    });

    it('when the same username is registered twice at once, then exactly one succeeds and the other gets 409', async () => {
      const username = newAccount().username;
      const responses = await Promise.all([
        registerWith(newAccount({ username })),
        registerWith(newAccount({ username: username.toUpperCase() })),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
      const conflict = responses.find((response) => response.status === 409);
      expect(await conflict?.text()).toBe('Username already taken');
    });
  });

  describe('login', () => {
    it('when the username (in any case) and password are right, then 200 with the user and a session cookie', async () => {
      const { account, user } = await register(auth.url);
      const response = await login({ username: account.username.toUpperCase(), password: account.password });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        id: user.id,
        username: account.username,
        email: account.email,
      });
      const { body } = await status(auth.url, sessionCookieFrom(response));
      expect(body.authenticated).toBe(true);
      expect(body.user).toMatchObject({ id: user.id });
    });

    it.each([
      ['the password is missing', { username: 'someone' }],
      ['the username is empty', { username: '', password: 'secret1' }],
      ['there is no body', undefined],
    ])('when %s, then 400 Please fill in all fields', async (_situation, body) => {
      const response = await login(body);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('Please fill in all fields');
    });

    it('when a field is absurdly long, then 400 without any hashing', async () => {
      const response = await login({ username: 'someone', password: 'x'.repeat(300) });
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('Username or password is too long');
    });

    it('when the password is wrong or the user unknown, then the same 401 plain text and no cookie', async () => {
      const { account } = await register(auth.url);
      const wrongPassword = await login({ username: account.username, password: 'not the password' });
      const unknownUser = await login({ username: 'nobody-at-all', password: account.password });
      for (const response of [wrongPassword, unknownUser]) {
        expect(response.status).toBe(401);
        expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(await response.text()).toBe('Invalid username or password');
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    });
  });

  describe('status and logout', () => {
    it('when there is no cookie, then not authenticated, not cached, with the providers', async () => {
      const { response, body } = await status(auth.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(body).toEqual({ authenticated: false, providers: { google: false } });
    });

    it('when the cookie is garbage, then not authenticated rather than an error', async () => {
      for (const cookie of [
        'manan_session=garbage',
        'manan_session=%E0%A4%A',
        'manan_session=a.b.c',
        `manan_session=${'x'.repeat(5000)}`,
      ]) {
        const { response, body } = await status(auth.url, cookie);
        expect(response.status).toBe(200);
        expect(body.authenticated).toBe(false);
      }
    });

    it('when the user logs out, then 200 {success: true}, the cookie is cleared and the old cookie is refused at once', async () => {
      const { cookie } = await register(auth.url);
      const response = await fetch(`${auth.url}/api/logout`, { method: 'POST', headers: { cookie } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
      expect(setCookies(response).manan_session?.attributes).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect((await status(auth.url, cookie)).body.authenticated).toBe(false);
      const settings = await fetch(`${auth.url}/api/user/settings`, { headers: { cookie } });
      expect(settings.status).toBe(401);
    });

    it('when logout is called without a session or twice, then it still answers 200 and clears the cookie', async () => {
      const { cookie } = await register(auth.url);
      const attempts: Record<string, string>[] = [
        {},
        { cookie: 'manan_session=garbage' },
        { cookie },
        { cookie },
      ];
      for (const headers of attempts) {
        const response = await fetch(`${auth.url}/api/logout`, { method: 'POST', headers });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ success: true });
        expect(setCookies(response)).toHaveProperty('manan_session');
      }
    });

    it('when a user logs out on one device, then their session on another device stays signed in', async () => {
      const { account, cookie: first } = await register(auth.url);
      const second = sessionCookieFrom(
        await login({ username: account.username, password: account.password }),
      );
      await fetch(`${auth.url}/api/logout`, { method: 'POST', headers: { cookie: first } });
      expect((await status(auth.url, first)).body.authenticated).toBe(false);
      expect((await status(auth.url, second)).body.authenticated).toBe(true);
    });
  });
});
