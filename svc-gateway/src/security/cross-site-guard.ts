import {
  DomainError,
  readCookie,
  sessionCookieName,
  type EdgeHandler,
  type EdgeRequest,
} from '@manan/service-kit';

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(req: EdgeRequest): string | undefined {
  const origin = req.headers.origin;
  if (origin && origin !== 'null') return origin;
  if (origin === 'null') return 'null';
  const referer = req.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * A state-changing request that carries the session cookie must come from one of our own pages: its
 * Origin (or Referer) must be this gateway's own origin or one of `allowedOrigins`. SameSite=Lax
 * already keeps the cookie off most cross-site requests; this closes the rest (e.g. a sibling
 * subdomain). Requests without the cookie have no ambient authority to abuse and pass.
 */
export function crossSiteGuard(allowedOrigins: readonly string[]): EdgeHandler {
  const allowed = new Set(allowedOrigins);
  return (req, _res, next) => {
    if (!stateChangingMethods.has(req.method ?? '') || !readCookie(req.headers.cookie, sessionCookieName))
      return next();
    const origin = originOf(req);
    // Browsers send Origin on every cross-origin POST; a request without Origin or Referer is not a browser's.
    if (origin === undefined) return next();
    // The Host header as sent (what `req.get('host')` read), with the scheme the trust proxy setting allows.
    const ownOrigin = `${req.protocol}://${req.headers.host ?? ''}`;
    if (origin === ownOrigin || allowed.has(origin)) return next();
    next(
      new DomainError(
        'REQUEST.CROSS_SITE',
        'forbidden',
        'This request came from another site and was refused.',
      ),
    );
  };
}
