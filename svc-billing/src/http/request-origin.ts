import type { Request } from 'express';

/**
 * The origin the browser used for this request. From the gateway (a peer in GATEWAY_ADDRESSES) it is
 * the one the gateway was reached at, from the X-Forwarded-Proto and X-Forwarded-Host it writes.
 */
export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.host}`;
}
