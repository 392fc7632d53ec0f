import type { IncomingHttpHeaders } from 'node:http';
import type { EdgeHandler, EdgeRequest } from '@manan/service-kit';

/** Every header a client could use to claim another address, scheme or host. */
const forwardingHeaders = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
] as const;

/** The client's address as express resolved it: the socket's, or a trusted proxy's X-Forwarded-For. */
export function clientAddressOf(req: EdgeRequest): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/**
 * The gateway is the only place that decides who the client is. It drops whatever forwarding headers
 * the request arrived with and writes its own: the address it saw on the socket (or, from a proxy
 * listed in TRUSTED_PROXIES, the address that proxy saw), with the scheme and host the browser used.
 * Services believe these headers only from the gateway (GATEWAY_ADDRESSES), so a client cannot choose
 * the address the sign-in limits count against.
 */
export function setForwardedHeaders(headers: IncomingHttpHeaders, req: EdgeRequest): void {
  const address = clientAddressOf(req);
  const { protocol, host } = req;
  for (const name of forwardingHeaders) delete headers[name];
  headers['x-forwarded-for'] = address;
  headers['x-real-ip'] = address;
  headers['x-forwarded-proto'] = protocol;
  if (host) headers['x-forwarded-host'] = host;
}

export const forwardedHeaders: EdgeHandler = (req, _res, next) => {
  setForwardedHeaders(req.headers, req);
  next();
};
