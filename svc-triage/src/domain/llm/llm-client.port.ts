export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** A JSON schema the server is asked to follow; servers that ignore it are tolerated (content is parsed). */
export interface ResponseJsonSchema {
  name: string;
  schema: Record<string, unknown>;
}

export interface ChatCompletionRequest {
  messages: ChatMessage[];
  responseSchema?: ResponseJsonSchema;
  /** Aborts the request when it fires; the client must not outlive it. */
  signal: AbortSignal;
}

/** One chat completion from an AI model (OpenAI or any OpenAI-compatible server). */
export interface LlmClient {
  readonly model: string;
  /** The per-attempt time limit the client enforces itself, in milliseconds. */
  readonly timeoutMs: number;
  /** The text content of the first choice; rejects on HTTP errors, timeouts and empty answers. */
  complete(request: ChatCompletionRequest): Promise<string>;
}
