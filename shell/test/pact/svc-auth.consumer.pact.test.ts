/**
 * @jest-environment node
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { authApi, isMananApiError, readApiError } from '@manan/ui-kit';
import { asPageOf, recordHttpPact } from '@manan/ui-kit/testing/pact';

const { like, regex, boolean } = MatchersV3;

const publicUser = (username: string) => ({
  id: like('b0c6f8f2-3c1e-4b7a-9d52-1f0e2a3b4c5d'),
  username,
  email: like(`${username}@example.org`),
  displayName: like(username),
  photoURL: null,
});
const sessionCookie = regex(
  '^manan_session=[^;]+;.*HttpOnly.*',
  'manan_session=eyJ; Path=/; HttpOnly; SameSite=Lax',
);
const account = (username: string) => ({
  username,
  email: `${username}@example.org`,
  password: 'correct horse',
});
const plainText = (text: string) => (response: { body(contentType: string, body: Buffer): unknown }) =>
  response.body('text/plain', Buffer.from(text));
const lockedOut = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
/** What the sign-in dialog shows for a failed call. */
const shownMessage = (error: unknown) => readApiError(error).message;

describe('HTTP pact: shell (consumer) with svc-auth (provider)', () => {
  const { pact, publish } = recordHttpPact('shell', 'svc-auth');
  afterAll(publish);

  it('GET /api/auth/status without a session: not signed in, and whether Google sign-in is offered', async () => {
    await pact
      .addInteraction()
      .given('no one is signed in')
      .uponReceiving('a status request without a session')
      .withRequest('GET', '/api/auth/status')
      .willRespondWith(200, (response) =>
        response.jsonBody({ authenticated: false, providers: { google: boolean(false) } }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(authApi.endpoints.authStatus.initiate());
          expect(data).toEqual({ authenticated: false, providers: { google: false } });
        }),
      );
  });

  it('GET /api/auth/status with a session: the signed-in user', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in', { username: 'dr.status' })
      .uponReceiving('a status request with a session')
      .withRequest('GET', '/api/auth/status')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          authenticated: true,
          user: publicUser('dr.status'),
          providers: { google: boolean(false) },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(authApi.endpoints.authStatus.initiate());
          expect(data?.user?.username).toBe('dr.status');
        }),
      );
  });

  it('POST /api/login: the user, and the session cookie', async () => {
    const { username, password } = account('dr.login');
    await pact
      .addInteraction()
      .given('an account exists', account('dr.login'))
      .uponReceiving('a sign-in with the right password')
      .withRequest('POST', '/api/login', (request) => request.jsonBody({ username, password }))
      .willRespondWith(200, (response) =>
        response.headers({ 'Set-Cookie': sessionCookie }).jsonBody(publicUser('dr.login')),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(authApi.endpoints.login.initiate({ username, password }));
          expect(data?.username).toBe('dr.login');
        }),
      );
  });

  it('POST /api/login with a wrong password: 401 and the text the dialog shows', async () => {
    const request = { username: 'dr.login', password: 'wrong password' };
    await pact
      .addInteraction()
      .given('an account exists', account('dr.login'))
      .uponReceiving('a sign-in with a wrong password')
      .withRequest('POST', '/api/login', (builder) => builder.jsonBody(request))
      .willRespondWith(401, plainText('Invalid username or password'))
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(authApi.endpoints.login.initiate(request));
          expect(shownMessage(error)).toBe('Invalid username or password');
        }),
      );
  });

  it('POST /api/login with a field empty: 400 and the text the dialog shows', async () => {
    const request = { username: 'dr.login', password: '' };
    await pact
      .addInteraction()
      .given('no one is signed in')
      .uponReceiving('a sign-in without a password')
      .withRequest('POST', '/api/login', (builder) => builder.jsonBody(request))
      .willRespondWith(400, plainText('Please fill in all fields'))
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(authApi.endpoints.login.initiate(request));
          expect(shownMessage(error)).toBe('Please fill in all fields');
        }),
      );
  });

  it('POST /api/login after repeated failures: 429 with Retry-After', async () => {
    const { username, password } = account('dr.locked');
    await pact
      .addInteraction()
      .given('sign-in is locked after repeated failures', account('dr.locked'))
      .uponReceiving('a sign-in while locked out')
      .withRequest('POST', '/api/login', (builder) => builder.jsonBody({ username, password }))
      .willRespondWith(429, (response) =>
        plainText(lockedOut)(response.headers({ 'Retry-After': regex('^\\d+$', '60') })),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(authApi.endpoints.login.initiate({ username, password }));
          expect(isMananApiError(error) && error.status).toBe(429);
          expect(shownMessage(error)).toBe(lockedOut);
        }),
      );
  });

  it('POST /api/register: 201 with the new user, signed in', async () => {
    const request = account('dr.new');
    await pact
      .addInteraction()
      .given('no account exists', { username: 'dr.new' })
      .uponReceiving('a registration')
      .withRequest('POST', '/api/register', (builder) => builder.jsonBody(request))
      .willRespondWith(201, (response) =>
        response.headers({ 'Set-Cookie': sessionCookie }).jsonBody(publicUser('dr.new')),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(authApi.endpoints.register.initiate(request));
          expect(data).toMatchObject({ username: 'dr.new', email: 'dr.new@example.org' });
        }),
      );
  });

  it('POST /api/register with a username in use: 409 and the text the dialog shows', async () => {
    const request = { ...account('dr.taken'), email: 'someone.else@example.org' };
    await pact
      .addInteraction()
      .given('an account exists', account('dr.taken'))
      .uponReceiving('a registration with a username in use')
      .withRequest('POST', '/api/register', (builder) => builder.jsonBody(request))
      .willRespondWith(409, plainText('Username already taken'))
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(authApi.endpoints.register.initiate(request));
          expect(shownMessage(error)).toBe('Username already taken');
        }),
      );
  });

  it('POST /api/register with a short password: 400 and the text the dialog shows', async () => {
    const request = { ...account('dr.short'), password: '12345' };
    await pact
      .addInteraction()
      .given('no account exists', { username: 'dr.short' })
      .uponReceiving('a registration with a short password')
      .withRequest('POST', '/api/register', (builder) => builder.jsonBody(request))
      .willRespondWith(400, plainText('Password must be at least 6 characters long'))
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(authApi.endpoints.register.initiate(request));
          expect(shownMessage(error)).toBe('Password must be at least 6 characters long');
        }),
      );
  });

  it('POST /api/logout: the session ends', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in', { username: 'dr.logout' })
      .uponReceiving('a sign-out')
      .withRequest('POST', '/api/logout')
      .willRespondWith(200, (response) => response.jsonBody({ success: true }))
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(authApi.endpoints.logout.initiate());
          expect(data).toEqual({ success: true });
        }),
      );
  });
});
