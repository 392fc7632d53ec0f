import OpenAI from 'openai';
import type { ChatCompletionRequest, LlmClient } from '../../domain/llm/llm-client.port';

export interface OpenAiChatClientOptions {
  apiKey: string | undefined;
  baseUrl: string | undefined;
  model: string;
  timeoutMs: number;
}

/** Local OpenAI-compatible servers (llama.cpp, Ollama, vLLM) need no key, but the SDK wants one. */
const PLACEHOLDER_API_KEY = 'not-needed';

/**
 * Chat completions through the openai SDK, against OpenAI or any OpenAI-compatible server. The SDK's own
 * retries are off (the domain retries once after validating the answer); the SDK's timeout and the
 * caller's abort signal both bound every request. A server that rejects `response_format` with 400 is
 * asked again without it, and the JSON is then read from the message content.
 */
export function createOpenAiChatClient(options: OpenAiChatClientOptions): LlmClient {
  const client = new OpenAI({
    apiKey: options.apiKey ?? PLACEHOLDER_API_KEY,
    baseURL: options.baseUrl ?? null,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  const create = async ({ messages, responseSchema, signal }: ChatCompletionRequest, withSchema: boolean) => {
    const completion = await client.chat.completions.create(
      {
        model: options.model,
        messages,
        temperature: 0,
        ...(withSchema && responseSchema
          ? {
              response_format: {
                type: 'json_schema' as const,
                json_schema: { name: responseSchema.name, schema: responseSchema.schema, strict: false },
              },
            }
          : {}),
      },
      { signal, timeout: options.timeoutMs },
    );
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new Error('The AI model returned an empty answer');
    return content;
  };
  return {
    model: options.model,
    timeoutMs: options.timeoutMs,
    async complete(request) {
      try {
        return await create(request, true);
      } catch (error) {
        if (!(error instanceof OpenAI.BadRequestError) || !request.responseSchema || request.signal.aborted)
          throw error;
        return create(request, false);
      }
    },
  };
}
