import {
  apiPaths,
  credentialMessageOf,
  loginRequestSchema,
  registerRequestSchema,
  type LogoutResponse,
  type PublicUser,
} from '@manan/contracts';
import { Router, type Request } from 'express';
import {
  parseRequest,
  plainTextErrors,
  readCookie,
  route,
  sessionCookieName,
  type SessionTokenVerifier,
} from '@manan/service-kit';
import type { Login } from '../domain/accounts/login.use-case';
import type { Register } from '../domain/accounts/register.use-case';
import type { Clock } from '../domain/clock';
import type { Logout } from '../domain/sessions/logout.use-case';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

export interface AccountRouteOptions {
  register: Register;
  login: Login;
  logout: Logout;
  verifier: SessionTokenVerifier;
  clock: Clock;
}

/**
 * The client's address: the socket's, or X-Forwarded-For when the socket is the gateway's
 * (GATEWAY_ADDRESSES), which writes it from what it saw itself.
 */
const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** A refused body answers the one message the sign-in dialog shows for all the rules it broke. */
const credentialsRefused = { message: credentialMessageOf };

/** POST /api/register, /api/login and /api/logout. Failures are plain text for the sign-in dialog. */
export function accountRoutes({ register, login, logout, verifier, clock }: AccountRouteOptions): Router {
  const router = Router();
  router.use([apiPaths.register, apiPaths.login, apiPaths.logout], plainTextErrors);

  router.post(
    apiPaths.register,
    route(async (req, res) => {
      const registration = parseRequest(registerRequestSchema, req.body, credentialsRefused);
      const { user, session } = await register({ ...registration, address: clientAddress(req) });
      setSessionCookie(req, res, session, clock);
      res.status(201).json(user satisfies PublicUser);
    }),
  );

  router.post(
    apiPaths.login,
    route(async (req, res) => {
      const { username, password } = parseRequest(loginRequestSchema, req.body, credentialsRefused);
      const { user, session } = await login({ username, password, address: clientAddress(req) });
      setSessionCookie(req, res, session, clock);
      res.json(user satisfies PublicUser);
    }),
  );

  router.post(
    apiPaths.logout,
    route(async (req, res) => {
      const identity = await verifier.verify(readCookie(req.headers.cookie, sessionCookieName));
      if (identity) await logout(identity.sessionId);
      clearSessionCookie(req, res);
      res.json({ success: true } satisfies LogoutResponse);
    }),
  );

  return router;
}
