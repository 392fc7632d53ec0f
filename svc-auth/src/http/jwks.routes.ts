import { Router } from 'express';
import { toJwks, type PublicKeyEntry } from '@manan/service-kit';

/** GET /.well-known/jwks.json: the public keys other services verify session tokens with. */
export function jwksRoutes(keys: PublicKeyEntry[]): Router {
  const router = Router();
  const jwks = toJwks(keys);
  router.get('/.well-known/jwks.json', (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=300');
    res.json(jwks);
  });
  return router;
}
