import { Router } from 'express';

export interface StatusRouteOptions {
  googleConfigured: boolean;
}

/**
 * GET /api/auth/status never fails for a missing or bad cookie: it answers `authenticated: false`.
 * Sessions arrive with the accounts work; until then nobody is signed in.
 */
export function statusRoutes({ googleConfigured }: StatusRouteOptions): Router {
  const router = Router();
  router.get('/api/auth/status', (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ authenticated: false, providers: { google: googleConfigured } });
  });
  return router;
}
