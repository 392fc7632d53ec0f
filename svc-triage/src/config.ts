import { z } from 'zod';
import {
  commonServiceEnv,
  gatewayTrustEnv,
  loadConfig,
  portSchema,
  sessionVerificationEnv,
  urlSchema,
} from '@manan/service-kit';

export const triageConfigSchema = z.object({
  ...commonServiceEnv,
  ...gatewayTrustEnv,
  ...sessionVerificationEnv,
  PORT: portSchema.default(4002),
  /** Set (or OPENAI_BASE_URL set) → the AI model writes analyses and follow-ups; unset → the guideline engine. */
  OPENAI_API_KEY: z.string().optional(),
  /** An OpenAI-compatible server, e.g. http://localhost:11434/v1 (Ollama); unset → api.openai.com. */
  OPENAI_BASE_URL: urlSchema.optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Time limit of one AI request; one retry may follow, within 1.75 times this in all. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
});

export type TriageConfig = z.infer<typeof triageConfigSchema>;

export const loadTriageConfig = (env: NodeJS.ProcessEnv = process.env): TriageConfig =>
  loadConfig('svc-triage', triageConfigSchema, env);

/** The LLM provider is on when a key or a base URL is configured. */
export const llmConfigured = (config: TriageConfig): boolean =>
  Boolean(config.OPENAI_API_KEY || config.OPENAI_BASE_URL);
