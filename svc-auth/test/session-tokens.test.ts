import { createHmac, createPublicKey, randomUUID, type JsonWebKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { authSessionRevokedV1, parseEvent, type EventEnvelope } from '@manan/contracts';
import {
  movableClock,
  register,
  sessionCookieFrom,
  setCookies,
  startAuth,
  status,
  type RunningAuth,
} from './support/auth-test-service';

const hour = 60 * 60 * 1000;

interface Claims {
  sub: string;
  jti: string;
  sst: number;
  iat: number;
  exp: number;
  iss: string;
  aud: string;
}

const tokenOf = (cookie: string) => cookie.slice('manan_session='.length);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('svc-auth session tokens', () => {
  let auth: RunningAuth;
  const time = movableClock();

  beforeAll(async () => {
    auth = await startAuth({ clock: time.clock });
  });

  afterAll(async () => {
    await auth.stop();
    auth.remove();
  });

  const settingsStatus = async (cookie: string) =>
    (await fetch(`${auth.url}/api/user/settings`, { headers: { cookie } })).status;

  /** A signed-in user and the claims of their genuine token, to forge variations of. */
  const signedIn = async () => {
    const { cookie } = await register(auth.url);
    const claims = jwt.decode(tokenOf(cookie)) as Claims;
    return { cookie, claims };
  };

  const signWithRealKey = (payload: object, header: Record<string, unknown> = {}) => {
    const key = auth.signingKey();
    return jwt.sign(payload, key.privateKey, {
      algorithm: 'ES256',
      header: { alg: 'ES256', typ: 'manan-session+jwt', kid: key.keyId, ...header } as jwt.JwtHeader,
    });
  };

  it('when the genuine token is sent, then status and settings accept it (the forgeries below differ in one thing)', async () => {
    const { claims } = await signedIn();
    const reSigned = `manan_session=${signWithRealKey(claims)}`;
    expect((await status(auth.url, reSigned)).body.authenticated).toBe(true);
    expect(await settingsStatus(reSigned)).toBe(200);
  });

  const forgeries: [string, (claims: Claims) => string][] = [
    [
      'alg none',
      (claims) =>
        `${base64url({ alg: 'none', typ: 'manan-session+jwt', kid: auth.signingKey().keyId })}.${base64url(claims)}.`,
    ],
    [
      'HS256 signed with the public key (PEM) as the HMAC secret',
      (claims) => {
        const key = auth.signingKey();
        const pem = key.publicKey.export({ type: 'spki', format: 'pem' }).toString();
        const unsigned = `${base64url({ alg: 'HS256', typ: 'manan-session+jwt', kid: key.keyId })}.${base64url(claims)}`;
        return `${unsigned}.${createHmac('sha256', pem).update(unsigned).digest('base64url')}`;
      },
    ],
    ['a wrong audience', (claims) => signWithRealKey({ ...claims, aud: 'another-app' })],
    ['a wrong issuer', (claims) => signWithRealKey({ ...claims, iss: 'someone-else' })],
    [
      'an expired exp',
      (claims) =>
        signWithRealKey({ ...claims, iat: claims.iat - 7200, exp: Math.floor(Date.now() / 1000) - 60 }),
    ],
    ['a wrong typ', (claims) => signWithRealKey(claims, { typ: 'JWT' })],
    ['an unknown kid', (claims) => signWithRealKey(claims, { kid: 'not-our-key' })],
    ['a session id svc-auth never issued', (claims) => signWithRealKey({ ...claims, jti: randomUUID() })],
  ];

  it.each(forgeries)(
    'when the token has %s, then status says not authenticated and settings answer 401',
    async (_name, forge) => {
      const { claims } = await signedIn();
      const cookie = `manan_session=${forge(claims)}`;
      const { response, body } = await status(auth.url, cookie);
      expect(response.status).toBe(200);
      expect(body.authenticated).toBe(false);
      expect(await settingsStatus(cookie)).toBe(401);
    },
  );

  it('when the session was revoked by logout, then its token is refused and auth.session.revoked.v1 is published within a second', async () => {
    const received: EventEnvelope[] = [];
    await auth.bus.subscribe({
      queue: `test-${randomUUID()}`,
      types: [authSessionRevokedV1.type],
      handler: async (envelope) => void received.push(envelope),
    });
    const { cookie, claims } = await signedIn();
    await fetch(`${auth.url}/api/logout`, { method: 'POST', headers: { cookie } });
    expect((await status(auth.url, cookie)).body.authenticated).toBe(false);
    expect(await settingsStatus(cookie)).toBe(401);

    const deadline = Date.now() + 1_000;
    while (
      !received.some((envelope) => (envelope.data as { sessionId?: string }).sessionId === claims.jti) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const event = received.find(
      (envelope) => (envelope.data as { sessionId?: string }).sessionId === claims.jti,
    );
    expect(event).toBeDefined();
    const parsed = parseEvent(authSessionRevokedV1, event);
    expect(parsed.data).toMatchObject({ sessionId: claims.jti, userId: claims.sub });
    // No token of the session outlives its absolute lifetime: 7 days from sign-in.
    const lifetimeEnd = (claims.sst + 7 * 24 * 3600) * 1000;
    expect(Date.parse(parsed.data.expiresAt) - lifetimeEnd).toBeGreaterThanOrEqual(0);
    expect(Date.parse(parsed.data.expiresAt) - lifetimeEnd).toBeLessThan(1_000);
  });

  it('when a session has been idle for more than 24 hours, then it is refused', async () => {
    const { cookie } = await signedIn();
    time.advance(23 * hour);
    expect((await status(auth.url, cookie)).body.authenticated).toBe(true);
    time.advance(24 * hour + 60_000);
    expect((await status(auth.url, cookie)).body.authenticated).toBe(false);
  });

  it('when a session is used daily, then it lasts 7 days from sign-in and no longer', async () => {
    let { cookie } = await signedIn();
    for (let day = 1; day <= 8; day += 1) {
      time.advance(20 * hour);
      const { response, body } = await status(auth.url, cookie);
      expect(body.authenticated).toBe(true);
      if (setCookies(response).manan_session) cookie = sessionCookieFrom(response);
    }
    time.advance(8 * hour + 60_000); // 168 h + 1 min since sign-in
    expect((await status(auth.url, cookie)).body.authenticated).toBe(false);
  });

  it('when the token is over an hour old, then status renews the cookie; a fresher one is left alone', async () => {
    const { cookie, claims } = await signedIn();
    expect(setCookies((await status(auth.url, cookie)).response)).toEqual({});
    time.advance(hour + 60_000);
    const { response } = await status(auth.url, cookie);
    const renewed = jwt.decode(tokenOf(sessionCookieFrom(response))) as Claims;
    expect(renewed.jti).toBe(claims.jti);
    expect(renewed.sst).toBe(claims.sst);
    expect(renewed.iat).toBeGreaterThan(claims.iat);
    expect(renewed.exp).toBeGreaterThan(claims.exp);
  });

  it('when the request is not plain-http localhost (forwarded https, or another host), then the cookie is Secure', async () => {
    const { cookie } = await signedIn();
    const plain = await fetch(`${auth.url}/api/logout`, { method: 'POST', headers: { cookie } });
    expect(setCookies(plain).manan_session?.attributes).not.toMatch(/Secure/i);
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-proto': 'https' },
      { 'x-forwarded-host': 'manan.example.org' },
    ];
    for (const headers of forwarded) {
      const response = await fetch(`${auth.url}/api/logout`, { method: 'POST', headers });
      expect(setCookies(response).manan_session?.attributes).toMatch(/Secure/i);
    }
  });

  it('when the JWKS is fetched, then it holds the key that verifies session tokens and may be cached for 5 minutes', async () => {
    const response = await fetch(`${auth.url}/.well-known/jwks.json`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const { keys } = (await response.json()) as { keys: (JsonWebKey & { kid: string })[] };
    expect(keys).toHaveLength(1);
    const [jwk] = keys;
    expect(jwk).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      use: 'sig',
      kid: auth.signingKey().keyId,
    });
    expect(jwk).not.toHaveProperty('d');
    const { cookie } = await signedIn();
    const publicKey = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
    const verified = jwt.verify(tokenOf(cookie), publicKey, {
      algorithms: ['ES256'],
      audience: 'manan',
      issuer: 'manan-auth',
    });
    expect(verified).toMatchObject({ sub: expect.any(String), jti: expect.any(String) });
  });
});
