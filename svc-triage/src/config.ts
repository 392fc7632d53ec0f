import { z } from 'zod';
import { commonServiceEnv, loadConfig, portSchema, sessionVerificationEnv } from '@manan/service-kit';

export const triageConfigSchema = z.object({
  ...commonServiceEnv,
  ...sessionVerificationEnv,
  PORT: portSchema.default(4002),
});

export type TriageConfig = z.infer<typeof triageConfigSchema>;

export const loadTriageConfig = (env: NodeJS.ProcessEnv = process.env): TriageConfig =>
  loadConfig('svc-triage', triageConfigSchema, env);
