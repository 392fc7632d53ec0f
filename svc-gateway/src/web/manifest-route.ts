import { Router } from 'express';
import { mfeManifestSchema, type MfeManifest } from '@manan/contracts';
import type { GatewayConfig } from '../config';

export function buildManifest(config: GatewayConfig): MfeManifest {
  return mfeManifestSchema.parse({
    remotes: {
      triage: { name: 'mfe_triage', entry: config.MFE_TRIAGE_ENTRY },
      account: { name: 'mfe_account', entry: config.MFE_ACCOUNT_ENTRY },
      billing: { name: 'mfe_billing', entry: config.MFE_BILLING_ENTRY },
    },
  });
}

/** The shell reads the remotes from here at run time, so a team redeploys its slice without rebuilding the shell. */
export function manifestRoute(config: GatewayConfig): Router {
  const manifest = buildManifest(config);
  const router = Router();
  router.get('/mfe/manifest.json', (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.json(manifest);
  });
  return router;
}
