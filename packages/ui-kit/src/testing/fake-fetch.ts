// A small stand-in for fetch, Request, Response and Headers in jsdom (which has none), enough for
// RTK Query's fetchBaseQuery. Tests answer calls with `fakeFetch.respond(...)` per method and path.

class FakeHeaders {
  private readonly values = new Map<string, string>();
  constructor(init?: Record<string, string> | FakeHeaders | [string, string][]) {
    if (init instanceof FakeHeaders) init.forEach((value, key) => this.set(key, value));
    else if (Array.isArray(init)) init.forEach(([key, value]) => this.set(key, value));
    else if (init) Object.entries(init).forEach(([key, value]) => this.set(key, value));
  }
  get(name: string) {
    return this.values.get(name.toLowerCase()) ?? null;
  }
  set(name: string, value: string) {
    this.values.set(name.toLowerCase(), value);
  }
  has(name: string) {
    return this.values.has(name.toLowerCase());
  }
  delete(name: string) {
    this.values.delete(name.toLowerCase());
  }
  forEach(callback: (value: string, key: string) => void) {
    this.values.forEach((value, key) => callback(value, key));
  }
}

interface RequestInitLike {
  method?: string;
  headers?: Record<string, string> | FakeHeaders;
  body?: unknown;
  credentials?: string;
  signal?: AbortSignal;
}

class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: FakeHeaders;
  readonly body: unknown;
  readonly credentials: string;
  readonly signal: AbortSignal | undefined;
  constructor(input: string | FakeRequest, init: RequestInitLike = {}) {
    const base = typeof input === 'string' ? undefined : input;
    this.url = new URL(typeof input === 'string' ? input : input.url, window.location.href).href;
    this.method = (init.method ?? base?.method ?? 'GET').toUpperCase();
    this.headers = new FakeHeaders(init.headers ?? base?.headers);
    this.body = init.body ?? base?.body;
    this.credentials = init.credentials ?? base?.credentials ?? 'same-origin';
    this.signal = init.signal ?? base?.signal;
  }
  clone() {
    return new FakeRequest(this);
  }
}

class FakeResponse {
  readonly headers: FakeHeaders;
  readonly status: number;
  readonly statusText: string;
  constructor(
    private readonly bodyText: string,
    init: { status?: number; statusText?: string; headers?: Record<string, string> } = {},
  ) {
    this.status = init.status ?? 200;
    this.statusText = init.statusText ?? '';
    this.headers = new FakeHeaders(init.headers);
  }
  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  async text() {
    return this.bodyText;
  }
  async json() {
    return JSON.parse(this.bodyText) as unknown;
  }
  clone() {
    const headers: Record<string, string> = {};
    this.headers.forEach((value, key) => (headers[key] = value));
    return new FakeResponse(this.bodyText, { status: this.status, statusText: this.statusText, headers });
  }
}

export interface FakeReply {
  status?: number;
  statusText?: string;
  /** An object is sent as JSON; a string as plain text. */
  body?: unknown;
  /** Response headers besides content-type (e.g. X-Next-Cursor). */
  headers?: Record<string, string>;
  /** Makes the call fail as a network error does. */
  networkError?: boolean;
}

type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeFetch {
  /** Answers `METHOD /path` (e.g. 'POST /api/login') with `reply` until told otherwise. */
  respond(route: string, reply: FakeReply | Handler): void;
  /** Every request made, in order. */
  readonly requests: FakeRequest[];
  /** The JSON bodies sent to `METHOD /path`. */
  bodiesOf(route: string): unknown[];
}

/** Installs the fakes on the jsdom window; call it in a beforeEach. Unanswered routes reply 404. */
export function installFakeFetch(): FakeFetch {
  const handlers = new Map<string, Handler>();
  const requests: FakeRequest[] = [];
  const routeOf = (request: FakeRequest) => `${request.method} ${new URL(request.url).pathname}`;
  const fetch = async (input: FakeRequest | string, init?: RequestInitLike) => {
    const request = input instanceof FakeRequest ? input : new FakeRequest(input, init);
    requests.push(request);
    const handler = handlers.get(routeOf(request));
    const reply = handler ? await handler(request) : { status: 404, body: 'Not found' };
    if (reply.networkError) throw new TypeError('Failed to fetch');
    const isText = typeof reply.body === 'string' || reply.body === undefined;
    return new FakeResponse(
      isText ? ((reply.body as string | undefined) ?? '') : JSON.stringify(reply.body),
      {
        status: reply.status ?? 200,
        statusText: reply.statusText ?? '',
        headers: { 'content-type': isText ? 'text/plain' : 'application/json', ...reply.headers },
      },
    );
  };
  Object.assign(globalThis, { fetch, Request: FakeRequest, Response: FakeResponse, Headers: FakeHeaders });
  return {
    respond(route, reply) {
      handlers.set(route, typeof reply === 'function' ? reply : () => reply);
    },
    requests,
    bodiesOf(route) {
      return requests
        .filter((request) => routeOf(request) === route)
        .map((request) =>
          typeof request.body === 'string' ? (JSON.parse(request.body) as unknown) : request.body,
        );
    },
  };
}
