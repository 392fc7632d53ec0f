import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createInProcessEventBus,
  createLogger,
  serveHttp,
  type HttpServerHandle,
  type InProcessEventBus,
} from '@manan/service-kit';
import { createTestSessionAuthority, forgedSessionTokens } from '@manan/service-kit/testing';
import { billingConfigSchema, createBillingService, type BillingService } from '../src';

const logger = createLogger({ service: 'test', level: 'silent' });
const authority = createTestSessionAuthority();

describe('svc-billing reached directly: every /api path checks the session itself', () => {
  let bus: InProcessEventBus;
  let billing: BillingService;
  let http: HttpServerHandle;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-billing-session-'));
  const usage = (cookie?: string, headers: Record<string, string> = {}) =>
    fetch(`${http.url}/api/user/subscription`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });

  beforeAll(async () => {
    bus = createInProcessEventBus({ logger, retryBaseDelayMs: 1, retryMaxDelayMs: 2 });
    const config = billingConfigSchema.parse({
      DATA_DIR: dataDir,
      SESSION_PUBLIC_KEY: authority.publicKeyPem,
    });
    billing = await createBillingService(config, logger, bus);
    http = await serveHttp({ app: billing.app, port: 0, host: '127.0.0.1', logger, name: 'svc-billing' });
  });

  afterAll(async () => {
    await http.close(100);
    await billing.close();
    await bus.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when a valid session calls, then it gets its own monthly usage', async () => {
    const { cookie } = authority.token('user-1');
    const response = await usage(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ used: 0, limit: 20, isPremium: false });
  });

  it('when there is no cookie, then 401 JSON', async () => {
    const response = await usage();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'AUTH.UNAUTHENTICATED' } });
  });

  it("when only the gateway's identity headers are forged, then 401", async () => {
    expect(
      (await usage(undefined, { 'x-manan-user-id': 'user-1', 'x-manan-session-id': randomUUID() })).status,
    ).toBe(401);
  });

  it.each(Object.entries(forgedSessionTokens(authority, 'user-1')))(
    'when the token is forged (%s), then 401',
    async (_name, token) => {
      expect((await usage(authority.cookie(token))).status).toBe(401);
    },
  );

  it('when the session is revoked (auth.session.revoked.v1), then its cookie is refused within a second', async () => {
    const { cookie, sessionId } = authority.token('user-2');
    expect((await usage(cookie)).status).toBe(200);
    const revokedAt = Date.now();
    await bus.publish({
      messageId: randomUUID(),
      type: 'auth.session.revoked',
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { sessionId, userId: 'user-2', expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect((await usage(cookie)).status).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThan(1_000);
    expect((await usage(authority.token('user-2').cookie)).status).toBe(200);
  });

  it('when usage events arrive for the caller, then the caller sees them counted, and only theirs', async () => {
    const month = new Date().toISOString().slice(0, 7);
    for (const [userId, caseId] of [
      ['user-3', 'c1'],
      ['user-3', 'c2'],
      ['user-4', 'c3'],
    ]) {
      await bus.publish({
        messageId: randomUUID(),
        type: 'triage.analysis.recorded',
        version: 1,
        occurredAt: new Date().toISOString(),
        data: { userId, caseId, month, countInMonth: 1 },
      });
    }
    expect(await (await usage(authority.token('user-3').cookie)).json()).toEqual({
      used: 2,
      limit: 20,
      isPremium: false,
    });
    expect(await (await usage(authority.token('user-4').cookie)).json()).toEqual({
      used: 1,
      limit: 20,
      isPremium: false,
    });
  });
});
