import jwt from 'jsonwebtoken';
import type { PublicKeyResolver } from './public-key-resolver';
import { sessionTokenAlgorithm, sessionTokenType, type SessionIdentity } from './session-token';

export interface SessionTokenVerifierOptions {
  publicKeys: PublicKeyResolver;
  issuer: string;
  audience: string;
  /** True when the session was ended server-side (logout); such a token is refused. */
  isRevoked: (sessionId: string) => Promise<boolean>;
}

export interface SessionTokenVerifier {
  /** The identity in a valid, unrevoked session token; null for anything else. Never throws. */
  verify(token: string | undefined): Promise<SessionIdentity | null>;
}

interface SessionClaims {
  sub?: unknown;
  jti?: unknown;
  sst?: unknown;
  iat?: unknown;
  exp?: unknown;
}

/**
 * Checks, in order: the header names our algorithm, token type and a known key; the signature with
 * that key under an algorithm allowlist of one (so `alg: none` or HS256-signed-with-the-public-key
 * cannot pass); issuer, audience and expiry; then that the session was not revoked.
 */
export function createSessionTokenVerifier(options: SessionTokenVerifierOptions): SessionTokenVerifier {
  const { publicKeys, issuer, audience, isRevoked } = options;
  return {
    async verify(token) {
      if (!token || token.length > 4096) return null;
      const decoded = jwt.decode(token, { complete: true });
      const header = decoded?.header;
      if (!header || header.alg !== sessionTokenAlgorithm || header.typ !== sessionTokenType || !header.kid)
        return null;
      const publicKey = await publicKeys(header.kid);
      if (!publicKey) return null;
      let claims: SessionClaims;
      try {
        claims = jwt.verify(token, publicKey, {
          algorithms: [sessionTokenAlgorithm],
          issuer,
          audience,
          clockTolerance: 5,
        }) as SessionClaims;
      } catch {
        return null;
      }
      const { sub, jti, sst, iat, exp } = claims;
      if (
        typeof sub !== 'string' ||
        typeof jti !== 'string' ||
        typeof sst !== 'number' ||
        typeof iat !== 'number' ||
        typeof exp !== 'number'
      ) {
        return null;
      }
      if (await isRevoked(jti)) return null;
      return { userId: sub, sessionId: jti, sessionStartedAt: sst, issuedAt: iat, expiresAt: exp };
    },
  };
}
