import {
  readCookie,
  sessionCookieName,
  unauthenticated,
  type EdgeHandler,
  type SessionTokenVerifier,
} from '@manan/service-kit';
import { setIdentityHeaders } from './identity-headers';

/** Protected paths need a valid session before they reach a service; the identity travels on in headers. */
export function sessionGate(verifier: SessionTokenVerifier): EdgeHandler {
  return (req, _res, next) => {
    verifier
      .verify(readCookie(req.headers.cookie, sessionCookieName))
      .then((identity) => {
        if (!identity) return next(unauthenticated());
        setIdentityHeaders(req.headers, identity);
        next();
      })
      .catch(next);
  };
}
