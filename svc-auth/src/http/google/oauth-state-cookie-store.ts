import { apiPaths } from '@manan/contracts';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { readCookie } from '@manan/service-kit';
import { cookieSecurity } from '../session-cookie';

export const oauthStateCookieName = 'manan_oauth_state';
export const oauthStateCookiePath = apiPaths.googleSignIn;
const stateLifetimeMs = 10 * 60 * 1000;

interface StoredState {
  /** The `state` sent to Google. */
  handle: string;
  /** The PKCE code verifier for the token request. */
  verifier: string;
  expiresAt: number;
}

type StoreCallback = (error: Error | null, handle?: string) => void;
type VerifyCallback = (error: Error | null, verifier: string | false, info?: { message: string }) => void;

/**
 * passport-oauth2's state store without a server-side session: the state and the PKCE verifier travel
 * in a short-lived, HMAC-signed, httpOnly cookie scoped to the Google routes, so the callback is only
 * accepted in the browser that started the sign-in. Each state can be used once (the cookie is cleared).
 */
export function createOAuthStateCookieStore(options: { secret: Buffer; now?: () => number }) {
  const now = options.now ?? Date.now;
  const sign = (payload: string) => createHmac('sha256', options.secret).update(payload).digest('base64url');

  const read = (req: Request): StoredState | null => {
    const raw = readCookie(req.headers.cookie, oauthStateCookieName);
    const [payload, signature] = raw?.split('.') ?? [];
    if (!payload || !signature) return null;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as StoredState;
      return typeof state.handle === 'string' && typeof state.verifier === 'string' ? state : null;
    } catch {
      return null;
    }
  };

  return {
    // passport-oauth2 picks the PKCE flavour of the interface by arity: keep all five parameters.
    store(req: Request, verifier: string, _state: unknown, _meta: unknown, callback: StoreCallback): void {
      const state: StoredState = {
        handle: randomBytes(24).toString('base64url'),
        verifier,
        expiresAt: now() + stateLifetimeMs,
      };
      const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
      req.res?.cookie(oauthStateCookieName, `${payload}.${sign(payload)}`, {
        ...cookieSecurity(req),
        path: oauthStateCookiePath,
        maxAge: stateLifetimeMs,
      });
      callback(null, state.handle);
    },
    verify(req: Request, providedState: string, callback: VerifyCallback): void {
      const state = read(req);
      req.res?.clearCookie(oauthStateCookieName, { ...cookieSecurity(req), path: oauthStateCookiePath });
      if (!state || state.expiresAt < now()) {
        callback(null, false, { message: 'Unable to verify authorization request state.' });
        return;
      }
      const expected = Buffer.from(state.handle);
      const given = Buffer.from(typeof providedState === 'string' ? providedState : '');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        callback(null, false, { message: 'Invalid authorization request state.' });
        return;
      }
      callback(null, state.verifier);
    },
  };
}
