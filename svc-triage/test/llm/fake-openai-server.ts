import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';

export type FakeReply =
  | { kind: 'json'; body: unknown }
  | { kind: 'content'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

export interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string };
}

/**
 * A local OpenAI-compatible server speaking POST /v1/chat/completions. Each test queues the replies it
 * wants; when the queue is empty `fallback` answers. Every request body is recorded.
 */
export class FakeOpenAiServer {
  readonly requests: ChatRequestBody[] = [];
  private readonly queue: FakeReply[] = [];
  fallback: (body: ChatRequestBody) => FakeReply = () => ({ kind: 'status', status: 500 });
  private server: Server | undefined;
  private readonly hanging = new Set<express.Response>();

  enqueue(...replies: FakeReply[]): void {
    this.queue.push(...replies);
  }

  reset(): void {
    this.queue.length = 0;
    this.requests.length = 0;
  }

  get baseUrl(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1`;
  }

  async start(): Promise<void> {
    const app = express();
    app.use(express.json({ limit: '5mb' }));
    app.post('/v1/chat/completions', (req, res) => {
      const body = req.body as ChatRequestBody;
      this.requests.push(body);
      const reply = this.queue.shift() ?? this.fallback(body);
      if (reply.kind === 'hang') {
        this.hanging.add(res);
        res.on('close', () => this.hanging.delete(res));
        return;
      }
      if (reply.kind === 'status') {
        res.status(reply.status).json({ error: { message: `fake ${reply.status}`, type: 'fake' } });
        return;
      }
      const content = reply.kind === 'json' ? JSON.stringify(reply.body) : reply.content;
      res.json({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
      });
    });
    await new Promise<void>((resolve) => {
      this.server = app.listen(0, '127.0.0.1', () => resolve());
    });
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

/** A well-formed model answer; tests override what they need. */
export function modelAnalysis(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    level: 'LOW',
    esi: 4,
    reasons: ['Model reasoning'],
    redFlags: [],
    differential: [{ condition: 'Musculoskeletal pain', why: 'Model guess' }],
    immediateActions: ['Simple analgesia'],
    workup: ['None'],
    disposition: 'Discharge with advice',
    missingData: [],
    confidence: 0.6,
    ...overrides,
  };
}
