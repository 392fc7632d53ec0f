import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BillingEntitlementChangedV1, EventEnvelope } from '@manan/contracts';
import {
  createInProcessEventBus,
  createLogger,
  serveHttp,
  type HttpServerHandle,
  type InProcessEventBus,
} from '@manan/service-kit';
import { createTestSessionAuthority } from '@manan/service-kit/testing';
import { billingConfigSchema, createBillingService, type BillingService } from '../../src';

export const testLogger = createLogger({ service: 'test', level: 'silent' });

export interface CallOptions {
  user?: string;
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface BillingHarness {
  url: string;
  billing: BillingService;
  bus: InProcessEventBus;
  /** Where its SQLite file lives (billing.sqlite). */
  dataDir: string;
  /** Every billing.entitlement.changed.v1 the service published, in order. */
  entitlements: Array<EventEnvelope<BillingEntitlementChangedV1>>;
  call(pathOrUrl: string, options?: CallOptions): Promise<Response>;
  /** The `cookie` header of a valid session of `user`. */
  cookieOf(user: string): string;
  close(): Promise<void>;
}

const authority = createTestSessionAuthority();

/** Starts svc-billing on port 0 with its own data directory, an in-process bus and an optional clock. */
export async function startBilling(
  env: Record<string, string> = {},
  options: { now?: () => Date } = {},
): Promise<BillingHarness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-billing-'));
  const bus = createInProcessEventBus({ logger: testLogger, retryBaseDelayMs: 1, retryMaxDelayMs: 2 });
  const entitlements: BillingHarness['entitlements'] = [];
  await bus.subscribe({
    queue: 'test-observer',
    types: ['billing.entitlement.changed'],
    handler: async (envelope) => {
      entitlements.push(envelope as EventEnvelope<BillingEntitlementChangedV1>);
    },
  });
  const config = billingConfigSchema.parse({
    DATA_DIR: dataDir,
    SESSION_PUBLIC_KEY: authority.publicKeyPem,
    ...env,
  });
  const billing = await createBillingService(config, testLogger, bus, options);
  const http: HttpServerHandle = await serveHttp({
    app: billing.app,
    port: 0,
    host: '127.0.0.1',
    logger: testLogger,
    name: 'svc-billing',
  });
  return {
    url: http.url,
    billing,
    bus,
    dataDir,
    entitlements,
    cookieOf: (user) => authority.token(user).cookie,
    call(pathOrUrl, { user, method, json, form, headers = {} } = {}) {
      const body = json !== undefined ? JSON.stringify(json) : form ? new URLSearchParams(form) : undefined;
      return fetch(pathOrUrl.startsWith('http') ? pathOrUrl : `${http.url}${pathOrUrl}`, {
        method: method ?? (body ? 'POST' : 'GET'),
        redirect: 'manual',
        headers: {
          ...(user ? { cookie: authority.token(user).cookie } : {}),
          ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body ? { body } : {}),
      });
    },
    async close() {
      await http.close(100);
      await billing.close();
      await bus.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The fields billing's answers have, for reading them in tests. */
export interface BillingBody {
  url: string;
  isPremium: boolean;
  startDate: string;
  endDate: string;
  plans: unknown[];
  [field: string]: unknown;
}

export const bodyOf = (response: Response) => response.json() as Promise<BillingBody>;

/** Waits until `check` passes (events travel through the outbox relay), or fails with its last error. */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
