import type { z } from 'zod';

/** Raised at start-up when the environment does not satisfy a service's configuration schema. */
export class ConfigError extends Error {
  constructor(
    readonly service: string,
    readonly problems: string[],
  ) {
    super(`${service}: invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Validates the environment once, at start-up, and fails with the name of every missing or invalid
 * variable at once (not only the first), so an operator fixes the deployment in one go.
 */
export function loadConfig<TSchema extends z.ZodType>(
  service: string,
  schema: TSchema,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<TSchema> {
  const result = schema.safeParse(withoutEmptyValues(env));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    return issue.code === 'invalid_type' && issue.input === undefined
      ? `${name} is required`
      : `${name}: ${issue.message}`;
  });
  throw new ConfigError(service, problems);
}

/** `FOO=` in a .env file means "not set": treat it like an absent variable so defaults apply. */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  const entries = Object.entries(env).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
  );
  return Object.fromEntries(entries);
}
