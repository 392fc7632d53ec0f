import { z } from 'zod';

/** GET /healthz and /readyz. `checks` names each dependency of /readyz and whether it answered. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  service: z.string(),
  checks: z.record(z.string(), z.object({ ok: z.boolean(), error: z.string().optional() })).optional(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
