import { internalPaths, sessionConfirmationRequestSchema, type SessionConfirmation } from '@manan/contracts';
import { Router } from 'express';
import { parseRequest, route } from '@manan/service-kit';
import type { CheckSession } from '../domain/sessions/check-session.use-case';

/**
 * POST /internal/sessions/confirm: svc-triage and svc-billing ask whether a session is still live, so a
 * logout reaches them at once even while the broker (and with it auth.session.revoked) is down. Answers
 * only a boolean about an unguessable id; the gateway does not route /internal/.
 */
export function sessionConfirmationRoutes(checkSession: CheckSession): Router {
  const router = Router();
  router.post(
    internalPaths.confirmSession,
    route(async (req, res) => {
      const { sessionId } = parseRequest(sessionConfirmationRequestSchema, req.body);
      res.setHeader('cache-control', 'no-store');
      res.json({ active: await checkSession(sessionId) } satisfies SessionConfirmation);
    }),
  );
  return router;
}
