import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authSessionRevokedV1, createEventEnvelope, internalPaths } from '@manan/contracts';
import {
  createLogger,
  createServiceSessionVerifier,
  createSessionConfirmation,
  openServiceInfrastructure,
  sqliteOutboxMigration,
  sqliteProcessedMessagesMigration,
  sqliteRevokedSessionsMigration,
  type ServiceInfrastructure,
  type SessionTokenVerifier,
} from '../../src';
import { createTestSessionAuthority } from '../../src/testing';

const logger = createLogger({ service: 'test', level: 'silent' });

/** svc-auth's confirmation endpoint as a local server: the live sessions are whatever the test says. */
async function startFakeAuth(options: { failWith?: number } = {}) {
  const live = new Set<string>();
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== internalPaths.confirmSession) {
        res.writeHead(404).end();
        return;
      }
      if (options.failWith) {
        res.writeHead(options.failWith).end();
        return;
      }
      const { sessionId } = JSON.parse(body) as { sessionId: string };
      asked.push(sessionId);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ active: live.has(sessionId) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, live, asked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** An address nothing listens on: a server started and closed again. */
async function deadAddress(): Promise<string> {
  const fake = await startFakeAuth();
  await fake.close();
  return fake.url;
}

describe('confirming a session with svc-auth', () => {
  it('when asked twice within the cache window, then svc-auth is asked once; after it, again', async () => {
    const auth = await startFakeAuth();
    auth.live.add('s1');
    const confirm = createSessionConfirmation({ authServiceUrl: auth.url, logger, cacheMs: 200 });
    expect(await confirm('s1')).toBe('active');
    expect(await confirm('s1')).toBe('active');
    expect(auth.asked).toEqual(['s1']);

    auth.live.delete('s1'); // logged out at svc-auth
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await confirm('s1')).toBe('inactive');
    expect(auth.asked).toEqual(['s1', 's1']);
    await auth.close();
  });

  it('when many requests check one session at once, then they share one question', async () => {
    const auth = await startFakeAuth();
    auth.live.add('s1');
    const confirm = createSessionConfirmation({ authServiceUrl: auth.url, logger });
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm('s1')));
    expect(new Set(answers)).toEqual(new Set(['active']));
    expect(auth.asked).toHaveLength(1);
    await auth.close();
  });

  it('never caches longer than a second, whatever is configured', async () => {
    const auth = await startFakeAuth();
    auth.live.add('s1');
    const confirm = createSessionConfirmation({ authServiceUrl: auth.url, logger, cacheMs: 60_000 });
    expect(await confirm('s1')).toBe('active');
    auth.live.delete('s1');
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect(await confirm('s1')).toBe('inactive');
    await auth.close();
  });

  it('when svc-auth is down, failing or not there, then the answer is unreachable (and not cached)', async () => {
    const down = createSessionConfirmation({ authServiceUrl: await deadAddress(), logger });
    expect(await down('s1')).toBe('unreachable');
    const failing = await startFakeAuth({ failWith: 503 });
    const erroring = createSessionConfirmation({ authServiceUrl: failing.url, logger });
    expect(await erroring('s1')).toBe('unreachable');
    await failing.close();
    // Something that is not svc-auth (no such endpoint) is no answer either.
    const stranger = await startFakeAuth({ failWith: 404 });
    expect(await createSessionConfirmation({ authServiceUrl: stranger.url, logger })('s1')).toBe(
      'unreachable',
    );
    await stranger.close();
  });

  it('when a connection is dropped before any answer (a kept-alive socket svc-auth closed), then it asks once more', async () => {
    // The first request's socket is destroyed unanswered, as a restarted svc-auth does to a pooled connection.
    let requests = 0;
    const server = http.createServer((req, res) => {
      requests += 1;
      if (requests === 1) {
        req.socket.destroy();
        return;
      }
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ active: false }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const confirm = createSessionConfirmation({ authServiceUrl: url, logger, cacheMs: 0 });
    expect(await confirm('s1')).toBe('inactive');
    expect(requests).toBe(2);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});

describe("a service's session verifier", () => {
  const authority = createTestSessionAuthority();
  let dataDir = '';
  let infrastructure: ServiceInfrastructure;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'manan-confirm-'));
    infrastructure = await openServiceInfrastructure({
      service: 'svc-test',
      logger,
      config: { DATA_DIR: dataDir, EVENTS_NAMESPACE: 'test' },
      sqlite: {
        fileName: 'test.sqlite',
        migrations: [sqliteOutboxMigration, sqliteProcessedMessagesMigration, sqliteRevokedSessionsMigration],
      },
    });
  });
  afterEach(async () => {
    await infrastructure.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const verifierFor = (authServiceUrl: string): Promise<SessionTokenVerifier> =>
    createServiceSessionVerifier({
      service: 'svc-test',
      config: {
        AUTH_JWKS_URL: 'http://127.0.0.1:9/unused',
        SESSION_PUBLIC_KEY: authority.publicKeyPem,
        AUTH_SERVICE_URL: authServiceUrl,
        SESSION_ISSUER: authority.issuer,
        SESSION_AUDIENCE: authority.audience,
      },
      infrastructure,
      logger,
    });

  it('refuses a validly signed token whose session svc-auth never started, and accepts a live one', async () => {
    const auth = await startFakeAuth();
    const verifier = await verifierFor(auth.url);
    const live = authority.token('user-1');
    auth.live.add(live.sessionId);
    expect(await verifier.verify(live.token)).toMatchObject({ userId: 'user-1', sessionId: live.sessionId });
    expect(await verifier.verify(authority.token('user-1').token)).toBeNull();
    await auth.close();
  });

  it('refuses a logged-out session svc-auth no longer confirms, though no revocation event has arrived', async () => {
    const auth = await startFakeAuth();
    const verifier = await verifierFor(auth.url);
    const session = authority.token('user-1');
    auth.live.add(session.sessionId);
    expect(await verifier.verify(session.token)).not.toBeNull();
    auth.live.delete(session.sessionId);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await verifier.verify(session.token)).toBeNull();
    await auth.close();
  });

  it('while svc-auth cannot be reached, falls back to the revocation list fed by auth.session.revoked', async () => {
    const verifier = await verifierFor(await deadAddress());
    const kept = authority.token('user-1');
    const ended = authority.token('user-1');
    await infrastructure.bus.publish(
      createEventEnvelope(
        authSessionRevokedV1,
        {
          sessionId: ended.sessionId,
          userId: 'user-1',
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        },
        new Date(),
      ),
    );
    expect(await verifier.verify(kept.token)).toMatchObject({ sessionId: kept.sessionId });
    expect(await verifier.verify(ended.token)).toBeNull();
  });
});
