import type { CookieOptions, Request, Response } from 'express';
import { sessionCookieName } from '@manan/service-kit';
import type { Clock } from '../domain/clock';
import type { IssuedSession } from '../domain/sessions/start-session.use-case';

const localHostnames = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * Cookies are Secure everywhere except plain-http localhost (local development, the embedded default).
 * `req.protocol` and `req.hostname` honour the gateway's X-Forwarded-* headers (trust proxy).
 */
export function cookieSecurity(req: Request): Pick<CookieOptions, 'httpOnly' | 'sameSite' | 'secure'> {
  const plainLocalhost = req.protocol === 'http' && localHostnames.has(req.hostname);
  return { httpOnly: true, sameSite: 'lax', secure: !plainLocalhost };
}

export function setSessionCookie(req: Request, res: Response, session: IssuedSession, clock: Clock): void {
  res.cookie(sessionCookieName, session.token, {
    ...cookieSecurity(req),
    path: '/',
    maxAge: Math.max(0, session.expiresAt * 1000 - clock().getTime()),
  });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(sessionCookieName, { ...cookieSecurity(req), path: '/' });
}
