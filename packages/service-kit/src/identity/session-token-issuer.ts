import jwt from 'jsonwebtoken';
import type { SigningKey } from './session-keys';
import {
  sessionAbsoluteLifetimeSeconds,
  sessionIdleTimeoutSeconds,
  sessionTokenAlgorithm,
  sessionTokenType,
} from './session-token';

export interface SessionTokenIssuer {
  /** A token for the session, valid for the idle timeout but never past the absolute lifetime. */
  issue(
    session: { userId: string; sessionId: string; sessionStartedAt: number },
    nowSeconds?: number,
  ): { token: string; expiresAt: number };
}

export function createSessionTokenIssuer(options: {
  key: SigningKey;
  issuer: string;
  audience: string;
}): SessionTokenIssuer {
  const { key, issuer, audience } = options;
  return {
    issue({ userId, sessionId, sessionStartedAt }, nowSeconds = Math.floor(Date.now() / 1000)) {
      const expiresAt = Math.min(
        nowSeconds + sessionIdleTimeoutSeconds,
        sessionStartedAt + sessionAbsoluteLifetimeSeconds,
      );
      const token = jwt.sign({ sst: sessionStartedAt, iat: nowSeconds, exp: expiresAt }, key.privateKey, {
        algorithm: sessionTokenAlgorithm,
        keyid: key.keyId,
        header: { alg: sessionTokenAlgorithm, typ: sessionTokenType, kid: key.keyId },
        issuer,
        audience,
        subject: userId,
        jwtid: sessionId,
      });
      return { token, expiresAt };
    },
  };
}
