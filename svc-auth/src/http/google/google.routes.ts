import { apiPaths } from '@manan/contracts';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type passport from 'passport';
import { isDomainError, plainTextErrors } from '@manan/service-kit';
import { googleNotConfigured } from '../../domain/accounts/auth-errors';
import type { Clock } from '../../domain/clock';
import type { OpenSession } from '../../domain/sessions/start-session.use-case';
import type { PublicUser } from '../../domain/users/user';
import { setSessionCookie } from '../session-cookie';
import { googleCallbackPath } from './google-passport';

const failureMessages = {
  state: 'Google sign-in could not be verified. Please try again.',
  cancelled: 'Google sign-in was cancelled.',
  failed: 'Google sign-in failed. Please try again.',
};

const redirectWithError = (res: Response, message: string) =>
  res.redirect(302, `/?authError=${encodeURIComponent(message)}`);

/**
 * GET /api/auth/google starts the sign-in (redirect to Google with state and PKCE); Google sends the
 * browser back to the callback, which signs the user in and goes to /app?auth=success, or to
 * /?authError=<message> on any failure. Without client credentials both answer 503.
 */
export function googleRoutes(options: {
  authenticator: passport.Authenticator | null;
  openSession: OpenSession;
  clock: Clock;
}): Router {
  const { authenticator, openSession, clock } = options;
  const router = Router();
  const authenticate = authenticator?.authenticate.bind(authenticator);

  router.get([apiPaths.googleSignIn, googleCallbackPath], plainTextErrors, (_req, _res, next) => {
    next(authenticate ? undefined : googleNotConfigured());
  });

  router.get(apiPaths.googleSignIn, (req: Request, res: Response, next: NextFunction) => {
    authenticate?.('google', { session: false })(req, res, next);
  });

  router.get(googleCallbackPath, (req: Request, res: Response, next: NextFunction) => {
    // Without these passport would start a new sign-in instead of finishing one.
    if (typeof req.query.code !== 'string' && typeof req.query.error !== 'string') {
      return redirectWithError(res, failureMessages.state);
    }
    const finish = (error: unknown, user?: PublicUser | false | null, _info?: unknown, status?: unknown) => {
      if (error) {
        if (isDomainError(error) && error.httpStatus < 500) return redirectWithError(res, error.message);
        req.log.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'Google sign-in failed');
        return redirectWithError(res, failureMessages.failed);
      }
      if (!user)
        return redirectWithError(res, status === 403 ? failureMessages.state : failureMessages.cancelled);
      openSession(user.id).then((session) => {
        setSessionCookie(req, res, session, clock);
        res.redirect(302, '/app?auth=success');
      }, next);
    };
    authenticate?.('google', { session: false }, finish)(req, res, next);
  });

  return router;
}
