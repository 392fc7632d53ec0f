import { apiPaths, deleteAccountRequestSchema, type DeleteAccountResponse } from '@manan/contracts';
import { Router } from 'express';
import {
  identityOf,
  parseRequest,
  requireSession,
  route,
  type SessionTokenVerifier,
} from '@manan/service-kit';
import type { DeleteAccount } from '../domain/accounts/delete-account.use-case';
import { clearSessionCookie } from './session-cookie';

/** POST /api/user/delete: the caller's own account, confirmed by typing its username. */
export function accountDeletionRoutes(options: {
  verifier: SessionTokenVerifier;
  deleteAccount: DeleteAccount;
}): Router {
  const router = Router();
  router.post(
    apiPaths.deleteAccount,
    requireSession(options.verifier),
    route(async (req, res) => {
      const { username } = parseRequest(deleteAccountRequestSchema, req.body);
      await options.deleteAccount({ userId: identityOf(req).userId, typedUsername: username });
      clearSessionCookie(req, res);
      res.setHeader('cache-control', 'no-store');
      res.json({ success: true } satisfies DeleteAccountResponse);
    }),
  );
  return router;
}
