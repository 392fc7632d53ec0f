import type { Request } from 'express';

/**
 * The origin the browser used for this request. Behind the gateway (a trusted proxy on loopback or a
 * private network) it is the gateway's, from X-Forwarded-Proto and X-Forwarded-Host.
 */
export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.host}`;
}
