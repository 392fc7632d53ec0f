import { Router } from 'express';
import type { Logger } from '@manan/service-kit';
import type { GatewayConfig } from '../config';
import { keepAliveAgent, upstreamProxy } from '../proxy/upstream-proxy';

/** Distributed mode: each front end runs in its own container; the gateway keeps the one origin. */
export function proxiedFrontEnds(config: GatewayConfig, logger: Logger): Router {
  const router = Router();
  const proxy = (target: string) =>
    upstreamProxy({ target, timeoutMs: 10_000, logger, agent: keepAliveAgent() });
  router.use('/mfe/triage', proxy(config.MFE_TRIAGE_URL));
  router.use('/mfe/account', proxy(config.MFE_ACCOUNT_URL));
  router.use('/mfe/billing', proxy(config.MFE_BILLING_URL));
  router.use(proxy(config.SHELL_URL));
  return router;
}
