import type { AuthStatus, PublicUser } from '@manan/contracts';

/**
 * GET /api/auth/status checked as contracts' `authStatusSchema` checks it (same fields, unknown ones
 * dropped), without zod: the status is read on every page, the landing page included, and zod is
 * loaded only where a form or a remote needs it. A test holds this to the schema.
 */
export function parseAuthStatus(body: unknown): AuthStatus {
  if (!isRecord(body)) throw new TypeError('auth status: not an object');
  const { authenticated, user, providers } = body;
  if (typeof authenticated !== 'boolean') throw new TypeError('auth status: authenticated is not a boolean');
  if (!isRecord(providers) || typeof providers.google !== 'boolean')
    throw new TypeError('auth status: providers.google is not a boolean');
  const status: AuthStatus = { authenticated, providers: { google: providers.google } };
  if (user !== undefined) status.user = parsePublicUser(user);
  return status;
}

function parsePublicUser(user: unknown): PublicUser {
  if (!isRecord(user)) throw new TypeError('auth status: user is not an object');
  const { id, username, email, displayName, photoURL } = user;
  for (const [name, value] of Object.entries({ id, username, email, displayName }))
    if (typeof value !== 'string') throw new TypeError(`auth status: user.${name} is not a string`);
  if (photoURL !== null && typeof photoURL !== 'string')
    throw new TypeError('auth status: user.photoURL is not a string or null');
  return {
    id: id as string,
    username: username as string,
    email: email as string,
    displayName: displayName as string,
    photoURL,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
