import { Router } from 'express';
import type { HealthResponse } from '@manan/contracts';

/** A dependency /readyz checks: resolves when reachable, throws when not. */
export type ReadinessCheck = () => Promise<void>;

const readinessTimeoutMs = 2_000;

/**
 * /healthz says the process is up (for restarts); /readyz says its own dependencies answer (for routing
 * traffic). A check that hangs counts as failed after two seconds.
 */
export function healthRoutes(service: string, checks: Record<string, ReadinessCheck>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    const body: HealthResponse = { status: 'ok', service };
    res.json(body);
  });
  router.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => [name, await runCheck(check)] as const),
    );
    const ready = results.every(([, result]) => result.ok);
    const body: HealthResponse = {
      status: ready ? 'ok' : 'unavailable',
      service,
      checks: Object.fromEntries(results),
    };
    res.status(ready ? 200 : 503).json(body);
  });
  return router;
}

async function runCheck(check: ReadinessCheck): Promise<{ ok: boolean; error?: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), readinessTimeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
