import type { SessionIdentity, SessionTokenVerifier } from '@manan/service-kit';

export interface CachedSessionVerifierOptions {
  /** How long one verified token is trusted without checking its signature again. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * The gateway checks a token's signature, claims and expiry (revocation is every service's own check,
 * one hop later). The same cookie arrives on every request of a session, and an ES256 verification is
 * most of the gateway's cost per protected request, so a token that verified is remembered for a
 * short while: its expiry is still checked on every use, and entries are bounded in number and age.
 */
export function cachedSessionVerifier(
  verifier: SessionTokenVerifier,
  { ttlMs = 60_000, maxEntries = 10_000, now = Date.now }: CachedSessionVerifierOptions = {},
): SessionTokenVerifier {
  const verified = new Map<string, { identity: SessionIdentity; until: number }>();
  return {
    async verify(token) {
      if (!token) return null;
      const at = now();
      const cached = verified.get(token);
      if (cached) {
        // The verifier allows 5 s of clock skew on `exp`; so does this.
        if (at < cached.until && at < (cached.identity.expiresAt + 5) * 1000) return cached.identity;
        verified.delete(token);
      }
      const identity = await verifier.verify(token);
      if (!identity) return null;
      if (verified.size >= maxEntries) verified.delete(verified.keys().next().value!);
      verified.set(token, { identity, until: at + ttlMs });
      return identity;
    },
  };
}
