import type { OAuth2Server as OAuth2ServerType } from 'oauth2-mock-server';
import {
  newAccount,
  register,
  sessionCookieFrom,
  setCookies,
  startAuth,
  status,
  type RunningAuth,
} from './support/auth-test-service';

// oauth2-mock-server v7 is CommonJS: loaded with require, as its documentation does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { OAuth2Server } = require('oauth2-mock-server') as { OAuth2Server: typeof OAuth2ServerType };

interface Userinfo {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

describe('svc-auth Google sign-in against a local OAuth server', () => {
  let google: OAuth2ServerType;
  let auth: RunningAuth;
  let userinfo: Userinfo;
  let tokenEndpointFails = false;

  beforeAll(async () => {
    google = new OAuth2Server();
    await google.issuer.keys.generate('RS256');
    await google.start(0, '127.0.0.1');
    google.service.on('beforeUserinfo', (response: { body: unknown }) => {
      response.body = userinfo;
    });
    google.service.on('beforeResponse', (response: { body: unknown; statusCode: number }) => {
      if (!tokenEndpointFails) return;
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'Bad code' };
    });
    const issuer = google.issuer.url ?? '';
    auth = await startAuth({
      env: {
        GOOGLE_CLIENT_ID: 'manan-test-client',
        GOOGLE_CLIENT_SECRET: 'manan-test-secret',
        GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
        GOOGLE_TOKEN_URL: `${issuer}/token`,
        GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
      },
    });
  });

  afterAll(async () => {
    await auth.stop();
    auth.remove();
    await google.stop();
  });

  beforeEach(() => {
    tokenEndpointFails = false;
  });

  /** Starts the sign-in as the browser would; returns Google's authorization URL and the state cookie. */
  const start = async () => {
    const response = await fetch(`${auth.url}/api/auth/google?t=${Date.now()}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const stateCookie = setCookies(response).manan_oauth_state;
    return {
      authorizeUrl: new URL(response.headers.get('location') ?? ''),
      stateCookie,
      cookie: `manan_oauth_state=${stateCookie?.value}`,
    };
  };

  /** Google consents and redirects to PUBLIC_ORIGIN's callback; the gateway would forward it to svc-auth. */
  const consent = async (authorizeUrl: URL) => {
    const response = await fetch(authorizeUrl, { redirect: 'manual' });
    const callback = new URL(response.headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe('http://localhost:8080/api/auth/google/callback');
    return callback;
  };

  const callback = (callbackUrl: URL, cookie: string) =>
    fetch(`${auth.url}${callbackUrl.pathname}${callbackUrl.search}`, {
      redirect: 'manual',
      headers: { cookie },
    });

  const signInWithGoogle = async () => {
    const { authorizeUrl, cookie } = await start();
    return callback(await consent(authorizeUrl), cookie);
  };

  const authErrorOf = (response: Response) => {
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '', 'http://localhost');
    expect(location.pathname).toBe('/');
    expect(setCookies(response).manan_session).toBeUndefined();
    return location.searchParams.get('authError');
  };

  it('when Google is configured, then status offers it', async () => {
    expect((await status(auth.url)).body.providers).toEqual({ google: true });
  });

  it('when sign-in starts, then it redirects to Google with state, PKCE (S256) and a signed state cookie bound to the Google routes', async () => {
    const { authorizeUrl, stateCookie } = await start();
    expect(authorizeUrl.pathname).toBe('/authorize');
    expect(authorizeUrl.searchParams.get('client_id')).toBe('manan-test-client');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
      'http://localhost:8080/api/auth/google/callback',
    );
    expect(authorizeUrl.searchParams.get('scope')).toBe('openid email profile');
    expect(authorizeUrl.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(stateCookie?.attributes).toMatch(/HttpOnly/i);
    expect(stateCookie?.attributes).toMatch(/SameSite=Lax/i);
    expect(stateCookie?.attributes).toMatch(/Path=\/api\/auth\/google;/);
    expect(stateCookie?.attributes).toMatch(/Max-Age=600/);
  });

  it('when a new person signs in, then an account is created from the verified profile, the session set, and the browser sent to /app?auth=success', async () => {
    userinfo = {
      sub: 'google-new-1',
      email: 'Grace.Hopper@gmail.com',
      email_verified: true,
      name: 'Grace Hopper',
      picture: 'https://example.org/grace.png',
    };
    const response = await signInWithGoogle();
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/app?auth=success');
    expect(setCookies(response).manan_oauth_state?.attributes).toMatch(/Expires=Thu, 01 Jan 1970/);
    const { body } = await status(auth.url, sessionCookieFrom(response));
    expect(body).toMatchObject({
      authenticated: true,
      user: {
        username: 'Grace.Hopper',
        email: 'grace.hopper@gmail.com',
        displayName: 'Grace Hopper',
        photoURL: 'https://example.org/grace.png',
      },
    });

    const again = await signInWithGoogle();
    const { body: second } = await status(auth.url, sessionCookieFrom(again));
    expect(second.user?.id).toBe(body.user?.id);
  });

  it('when the derived username is taken, then a numbered one is used', async () => {
    await register(auth.url, newAccount({ username: 'alan' }));
    userinfo = { sub: 'google-alan', email: 'alan@gmail.com', email_verified: true, name: 'Alan Turing' };
    const { body } = await status(auth.url, sessionCookieFrom(await signInWithGoogle()));
    expect(body.user).toMatchObject({ username: 'alan2', displayName: 'Alan Turing', photoURL: null });
  });

  it('when the Google email is verified and belongs to an account, then Google is linked to that account', async () => {
    const { user, account } = await register(auth.url);
    userinfo = {
      sub: 'google-link-1',
      email: account.email.toUpperCase(),
      email_verified: true,
      name: 'Linked',
      picture: 'https://example.org/p.png',
    };
    const response = await signInWithGoogle();
    expect(response.headers.get('location')).toBe('/app?auth=success');
    const { body } = await status(auth.url, sessionCookieFrom(response));
    expect(body.user).toMatchObject({
      id: user.id,
      username: account.username,
      displayName: account.username,
      photoURL: 'https://example.org/p.png',
    });
  });

  it('when the Google email is not verified, then no account is linked or created and the browser gets an authError', async () => {
    const { account } = await register(auth.url);
    userinfo = { sub: 'google-unverified', email: account.email, email_verified: false, name: 'Mallory' };
    const message = authErrorOf(await signInWithGoogle());
    expect(message).toBe(
      'Your Google account has no verified email address, so it cannot be used to sign in.',
    );
    expect(await auth.service.externalIdentities.find('google', 'google-unverified')).toBeNull();
  });

  it('when the state was tampered with, then the callback refuses it', async () => {
    userinfo = { sub: 'google-tamper', email: 'tamper@gmail.com', email_verified: true };
    const { authorizeUrl, cookie } = await start();
    const callbackUrl = await consent(authorizeUrl);
    callbackUrl.searchParams.set('state', `${callbackUrl.searchParams.get('state')?.slice(0, -2)}xx`);
    expect(authErrorOf(await callback(callbackUrl, cookie))).toBe(
      'Google sign-in could not be verified. Please try again.',
    );
  });

  it('when the state cookie is missing (another browser) or forged, then the callback refuses it', async () => {
    userinfo = { sub: 'google-csrf', email: 'csrf@gmail.com', email_verified: true };
    const { authorizeUrl, cookie } = await start();
    const callbackUrl = await consent(authorizeUrl);
    const [payload] = cookie.slice('manan_oauth_state='.length).split('.');
    for (const otherCookie of ['', `manan_oauth_state=${payload}.forgedsignature`]) {
      expect(authErrorOf(await callback(callbackUrl, otherCookie))).toBe(
        'Google sign-in could not be verified. Please try again.',
      );
    }
    expect(await auth.service.externalIdentities.find('google', 'google-csrf')).toBeNull();
  });

  it('when a state is replayed after use, then it is refused', async () => {
    userinfo = { sub: 'google-replay', email: 'replay@gmail.com', email_verified: true };
    const { authorizeUrl, cookie } = await start();
    const callbackUrl = await consent(authorizeUrl);
    expect((await callback(callbackUrl, cookie)).headers.get('location')).toBe('/app?auth=success');
    // The browser dropped the cookie; an attacker replaying both still gets nowhere: the code is spent.
    expect(authErrorOf(await callback(callbackUrl, cookie))).toBeTruthy();
  });

  it('when the person declines at Google, then the browser gets an authError', async () => {
    const { authorizeUrl, cookie } = await start();
    const callbackUrl = new URL('/api/auth/google/callback', auth.url);
    callbackUrl.searchParams.set('error', 'access_denied');
    callbackUrl.searchParams.set('state', authorizeUrl.searchParams.get('state') ?? '');
    expect(authErrorOf(await callback(callbackUrl, cookie))).toBe('Google sign-in was cancelled.');
  });

  it('when the token exchange fails, then the browser gets an authError', async () => {
    userinfo = { sub: 'google-token-fail', email: 'fail@gmail.com', email_verified: true };
    const { authorizeUrl, cookie } = await start();
    const callbackUrl = await consent(authorizeUrl);
    tokenEndpointFails = true;
    expect(authErrorOf(await callback(callbackUrl, cookie))).toBe('Google sign-in failed. Please try again.');
  });

  it('when the callback is opened without a code, then it does not start a new sign-in', async () => {
    const response = await fetch(`${auth.url}/api/auth/google/callback`, { redirect: 'manual' });
    expect(authErrorOf(response)).toBe('Google sign-in could not be verified. Please try again.');
  });
});

describe('svc-auth Google sign-in without client credentials', () => {
  let auth: RunningAuth;

  beforeAll(async () => {
    auth = await startAuth({ env: { GOOGLE_CLIENT_ID: 'only-the-id' } });
  });

  afterAll(async () => {
    await auth.stop();
    auth.remove();
  });

  it('when Google is not configured, then status says so and /api/auth/google answers 503 in plain text', async () => {
    expect((await status(auth.url)).body.providers).toEqual({ google: false });
    const response = await fetch(`${auth.url}/api/auth/google?t=1`, { redirect: 'manual' });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Google sign-in is not configured on this server');
  });
});
