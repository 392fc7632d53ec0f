import { apiPaths } from '@manan/contracts';
import { Router } from 'express';
import { readCookie, route, sessionCookieName, type SessionTokenVerifier } from '@manan/service-kit';
import type { Clock } from '../domain/clock';
import type { RenewSession } from '../domain/sessions/renew-session.use-case';
import { toPublicUser } from '../domain/users/user';
import type { UserRepository } from '../domain/users/user.repository';
import { setSessionCookie } from './session-cookie';

export interface StatusRouteOptions {
  googleConfigured: boolean;
  verifier: SessionTokenVerifier;
  users: UserRepository;
  renewSession: RenewSession;
  clock: Clock;
}

/**
 * GET /api/auth/status never fails for a missing, expired, revoked or garbage cookie: it answers
 * `authenticated: false`. For a live session it also renews a token older than an hour.
 */
export function statusRoutes({
  googleConfigured,
  verifier,
  users,
  renewSession,
  clock,
}: StatusRouteOptions): Router {
  const router = Router();
  const providers = { google: googleConfigured };
  router.get(
    apiPaths.authStatus,
    route(async (req, res) => {
      res.setHeader('cache-control', 'no-store');
      const identity = await verifier.verify(readCookie(req.headers.cookie, sessionCookieName));
      const user = identity ? await users.findById(identity.userId) : null;
      if (!identity || !user) {
        res.json({ authenticated: false, providers });
        return;
      }
      const renewed = renewSession(identity);
      if (renewed) setSessionCookie(req, res, renewed, clock);
      res.json({ authenticated: true, user: toPublicUser(user), providers });
    }),
  );
  return router;
}
