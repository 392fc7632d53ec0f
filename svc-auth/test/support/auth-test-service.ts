import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createInProcessEventBus,
  createLogger,
  loadOrCreateSigningKey,
  serveHttp,
  type HttpServerHandle,
  type InProcessEventBus,
  type SigningKey,
} from '@manan/service-kit';
import { authConfigSchema, createAuthService, type AuthService, type AuthServiceOptions } from '../../src';

export const testLogger = createLogger({ service: 'test', level: 'silent' });

/** OWASP's minimum argon2id parameters: real argon2id, fast enough for many logins in a test run. */
export const owaspMinimumArgon2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** A clock tests can move forward. */
export function movableClock(start = Date.now()) {
  let now = start;
  return {
    clock: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export interface RunningAuth {
  url: string;
  service: AuthService;
  bus: InProcessEventBus;
  dataDir: string;
  signingKey: () => SigningKey;
  /** Stops the service; the data directory stays (restart on it), `remove` deletes it. */
  stop(): Promise<void>;
  remove(): void;
}

export async function startAuth(
  options: { dataDir?: string; env?: Record<string, string> } & AuthServiceOptions = {},
): Promise<RunningAuth> {
  const { dataDir: givenDir, env, ...serviceOptions } = options;
  const dataDir = givenDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'manan-auth-'));
  const bus = createInProcessEventBus({ logger: testLogger, retryBaseDelayMs: 1, retryMaxDelayMs: 2 });
  const config = authConfigSchema.parse({ DATA_DIR: dataDir, ...env });
  const service = await createAuthService(config, testLogger, bus, {
    argon2: owaspMinimumArgon2,
    ...serviceOptions,
  });
  const http: HttpServerHandle = await serveHttp({
    app: service.app,
    port: 0,
    host: '127.0.0.1',
    logger: testLogger,
    name: 'svc-auth',
  });
  return {
    url: http.url,
    service,
    bus,
    dataDir,
    signingKey: () => loadOrCreateSigningKey({ dataDir }),
    async stop() {
      await http.close(100);
      await service.close();
      await bus.close();
    },
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers. */
export function setCookies(response: Response): Record<string, { value: string; attributes: string }> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((header) => {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      return [
        pair.slice(0, separator).trim(),
        { value: pair.slice(separator + 1), attributes: attributes.join(';') },
      ];
    }),
  );
}

/** The Cookie header that carries the session cookie a response set. */
export function sessionCookieFrom(response: Response): string {
  const cookie = setCookies(response).manan_session;
  if (!cookie?.value) throw new Error(`no session cookie in the response (status ${response.status})`);
  return `manan_session=${cookie.value}`;
}

export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

let counter = 0;
/** A fresh, valid registration. */
export function newAccount(overrides: Partial<{ username: string; password: string; email: string }> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { username: `user_${id}`, password: 'correct horse', email: `user_${id}@example.org`, ...overrides };
}

export async function register(url: string, account = newAccount()) {
  const response = await postJson(`${url}/api/register`, account);
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return { account, cookie: sessionCookieFrom(response), user: (await response.json()) as { id: string } };
}

export async function status(url: string, cookie?: string) {
  const response = await fetch(`${url}/api/auth/status`, { headers: cookie ? { cookie } : {} });
  return {
    response,
    body: (await response.json()) as {
      authenticated: boolean;
      user?: Record<string, unknown>;
      providers: { google: boolean };
    },
  };
}
