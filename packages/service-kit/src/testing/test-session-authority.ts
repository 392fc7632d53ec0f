import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { keyIdOf, type SigningKey } from '../identity/session-keys';
import { generateEcKeyPair } from './ec-key-pair';
import { sessionCookieName } from '../identity/session-token';
import { createSessionTokenIssuer } from '../identity/session-token-issuer';

export interface TestSessionAuthority {
  key: SigningKey;
  /** The public key as PEM, for a service's SESSION_PUBLIC_KEY. */
  publicKeyPem: string;
  issuer: string;
  audience: string;
  /** A valid session token for the user. */
  token(
    userId: string,
    options?: { sessionId?: string },
  ): { token: string; sessionId: string; cookie: string };
  cookie(token: string): string;
}

/** Signs session tokens the way svc-auth does, for testing the services that verify them. */
export function createTestSessionAuthority(
  options: { issuer?: string; audience?: string } = {},
): TestSessionAuthority {
  const issuer = options.issuer ?? 'manan-auth';
  const audience = options.audience ?? 'manan';
  const { privateKey, publicKey } = generateEcKeyPair();
  const key = { keyId: keyIdOf(publicKey), privateKey, publicKey };
  const issuerOfTokens = createSessionTokenIssuer({ key, issuer, audience });
  const cookie = (token: string) => `${sessionCookieName}=${token}`;
  return {
    key,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    issuer,
    audience,
    cookie,
    token(userId, tokenOptions = {}) {
      const sessionId = tokenOptions.sessionId ?? randomUUID();
      const { token } = issuerOfTokens.issue({
        userId,
        sessionId,
        sessionStartedAt: Math.floor(Date.now() / 1000),
      });
      return { token, sessionId, cookie: cookie(token) };
    },
  };
}

/** Tokens an attacker might try; every one must be refused. */
export function forgedSessionTokens(authority: TestSessionAuthority, userId: string): Record<string, string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: userId,
    jti: randomUUID(),
    sst: now,
    iat: now,
    exp: now + 3600,
    iss: authority.issuer,
    aud: authority.audience,
  };
  const header = { typ: 'manan-session+jwt', kid: authority.key.keyId };
  const unsigned = (alg: string) =>
    `${Buffer.from(JSON.stringify({ ...header, alg })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  const otherKey = generateEcKeyPair().privateKey;
  const sign = (payload: object, key: jwt.Secret, alg: jwt.Algorithm, extraHeader: object = {}) =>
    jwt.sign(payload, key, { algorithm: alg, header: { ...header, alg, ...extraHeader } as jwt.JwtHeader });
  return {
    'alg none': unsigned('none'),
    'HS256 signed with the public key': sign(claims, authority.publicKeyPem, 'HS256'),
    'signed by another key with our kid': sign(claims, otherKey, 'ES256'),
    'wrong audience': sign({ ...claims, aud: 'someone-else' }, authority.key.privateKey, 'ES256'),
    'wrong issuer': sign({ ...claims, iss: 'evil' }, authority.key.privateKey, 'ES256'),
    expired: sign({ ...claims, iat: now - 7200, exp: now - 3600 }, authority.key.privateKey, 'ES256'),
    'wrong typ': sign(claims, authority.key.privateKey, 'ES256', { typ: 'JWT' }),
    'unknown kid': sign(claims, authority.key.privateKey, 'ES256', { kid: 'not-a-known-key' }),
    garbage: 'not.a.token',
  };
}
