/** The session cookie: httpOnly, SameSite=Lax, holding a session token signed by svc-auth. */
export const sessionCookieName = 'manan_session';

/** The one algorithm accepted on every verify: ECDSA P-256 (asymmetric: only svc-auth can sign). */
export const sessionTokenAlgorithm = 'ES256';

/** The JOSE `typ` header of a session token, so no other token signed with the key passes as one. */
export const sessionTokenType = 'manan-session+jwt';

/** A session ends after 24 h without activity, and 7 days after sign-in at the latest. */
export const sessionIdleTimeoutSeconds = 24 * 60 * 60;
export const sessionAbsoluteLifetimeSeconds = 7 * 24 * 60 * 60;

/** Who a verified session token says the caller is. */
export interface SessionIdentity {
  userId: string;
  sessionId: string;
  /** Seconds since the epoch. */
  sessionStartedAt: number;
  expiresAt: number;
  issuedAt: number;
}
