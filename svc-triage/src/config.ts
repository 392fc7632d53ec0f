import { z } from 'zod';
import { commonServiceEnv, loadConfig, portSchema } from '@manan/service-kit';

export const triageConfigSchema = z.object({
  ...commonServiceEnv,
  PORT: portSchema.default(4002),
});

export type TriageConfig = z.infer<typeof triageConfigSchema>;

export const loadTriageConfig = (env: NodeJS.ProcessEnv = process.env): TriageConfig =>
  loadConfig('svc-triage', triageConfigSchema, env);
