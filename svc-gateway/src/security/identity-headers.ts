import type { IncomingHttpHeaders } from 'node:http';
import type { SessionIdentity } from '@manan/service-kit';

/** Headers only the gateway may set; whatever a client sends under this prefix is dropped. */
export const identityHeaderPrefix = 'x-manan-';
export const userIdHeader = 'x-manan-user-id';
export const sessionIdHeader = 'x-manan-session-id';

export function dropClientIdentityHeaders(headers: IncomingHttpHeaders): void {
  for (const name of Object.keys(headers)) if (name.startsWith(identityHeaderPrefix)) delete headers[name];
}

/**
 * Passes the verified identity on, for logs and tracing. Services never trust these alone: each
 * verifies the session token itself, so a request that reaches a service directly is no way in.
 */
export function setIdentityHeaders(headers: IncomingHttpHeaders, identity: SessionIdentity): void {
  headers[userIdHeader] = identity.userId;
  headers[sessionIdHeader] = identity.sessionId;
}
