import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { DomainError } from '../errors/domain-error';
import { readCookie } from './cookies';
import { sessionCookieName, type SessionIdentity } from './session-token';
import type { SessionTokenVerifier } from './session-token-verifier';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by `requireSession` from a verified session token; never from a header a client can send. */
      identity?: SessionIdentity;
    }
  }
}

export function unauthenticated(): DomainError {
  return new DomainError('AUTH.UNAUTHENTICATED', 'unauthenticated', 'Please sign in to continue.');
}

/**
 * Refuses a request without a valid session (401). Every service runs this itself, so a service
 * reached directly, past the gateway, is no way in.
 */
export function requireSession(verifier: SessionTokenVerifier): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    verifier
      .verify(readCookie(req.headers.cookie, sessionCookieName))
      .then((identity) => {
        if (!identity) return next(unauthenticated());
        req.identity = identity;
        next();
      })
      .catch(next);
  };
}

/** The caller's identity inside a route behind `requireSession`. */
export function identityOf(req: Request): SessionIdentity {
  if (!req.identity) throw unauthenticated();
  return req.identity;
}
