import type http from 'node:http';
import helmet from 'helmet';
import type { EdgeHandler } from '@manan/service-kit';

/**
 * Security headers for every response. The CSP allows only our own scripts (the federated remotes load
 * from this same origin, no inline script); styles may be inline because styled-components injects
 * them; images may come from https (Google profile photos).
 */
function helmetMiddleware() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * helmet's headers, worked out once: with this configuration they are the same on every response (no
 * nonce), so running helmet's dozen middlewares per request only repeats the same work. The headers it
 * sets are recorded from one run against a stand-in response and then set in one loop per request.
 */
export function securityHeaders(): EdgeHandler {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  } as unknown as http.ServerResponse;
  let ranThrough = false;
  helmetMiddleware()({} as http.IncomingMessage, recorder, () => {
    ranThrough = true;
  });
  if (!ranThrough) throw new Error('helmet did not finish synchronously; its headers cannot be precomputed');
  return (_req, res, next) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}
