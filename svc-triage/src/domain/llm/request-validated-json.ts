import type { z } from 'zod';
import type { ChatMessage, LlmClient, ResponseJsonSchema } from './llm-client.port';

/** Raised when the model gave no usable answer after the retry. The message never carries patient data. */
export class LlmUnavailableError extends Error {
  constructor(readonly attempts: string[]) {
    super(`The AI provider gave no usable answer: ${attempts.join('; ')}`);
    this.name = 'LlmUnavailableError';
  }
}

const ATTEMPTS = 2;
/** Both attempts share one deadline, kept under the gateway's 60 s limit for slow routes. */
const TOTAL_BUDGET_FACTOR = 1.75;

/**
 * Asks the model for JSON and validates it with `schema`. A malformed, invalid or failed answer (HTTP
 * error, timeout) is retried once; after that an LlmUnavailableError is raised for the caller's fallback.
 */
export async function requestValidatedJson<T>(
  client: LlmClient,
  messages: ChatMessage[],
  schema: z.ZodType<T>,
  responseSchema: ResponseJsonSchema,
): Promise<T> {
  const deadline = Date.now() + client.timeoutMs * TOTAL_BUDGET_FACTOR;
  const problems: string[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const remaining = Math.max(1, Math.min(client.timeoutMs, deadline - Date.now()));
    try {
      const content = await client.complete({
        messages,
        responseSchema,
        signal: AbortSignal.timeout(remaining),
      });
      const parsed = schema.safeParse(parseJsonContent(content));
      if (parsed.success) return parsed.data;
      problems.push(`attempt ${attempt}: the answer did not match the schema`);
    } catch (error) {
      problems.push(`attempt ${attempt}: ${describeFailure(error)}`);
    }
    if (Date.now() >= deadline) break;
  }
  throw new LlmUnavailableError(problems);
}

/** The JSON object in a message, also when a server wraps it in prose or a ```json fence. */
export function parseJsonContent(content: string): unknown {
  const trimmed = content.trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    const start = trimmed.indexOf('{');
    const end = trimmed.lastIndexOf('}');
    if (start < 0 || end <= start) return undefined;
    try {
      return JSON.parse(trimmed.slice(start, end + 1));
    } catch {
      return undefined;
    }
  }
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown failure';
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number') return `HTTP ${status}`;
  if (error.name === 'AbortError' || error.name === 'TimeoutError' || /time(d)? ?out/i.test(error.message))
    return 'timed out';
  return error.name;
}
