import express from 'express';
import { createLogger, serveHttp, type HttpServerHandle } from '@manan/service-kit';
import { createTestSessionAuthority } from '@manan/service-kit/testing';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src';

const logger = createLogger({ service: 'test', level: 'silent' });
const authority = createTestSessionAuthority();

/** An upstream that answers with the forwarding headers it received. */
async function headerEchoUpstream(): Promise<HttpServerHandle> {
  const app = express();
  app.use((req, res) => {
    res.json({
      forwardedFor: req.headers['x-forwarded-for'] ?? null,
      realIp: req.headers['x-real-ip'] ?? null,
      forwarded: req.headers.forwarded ?? null,
      forwardedProto: req.headers['x-forwarded-proto'] ?? null,
      forwardedHost: req.headers['x-forwarded-host'] ?? null,
      forwardedPort: req.headers['x-forwarded-port'] ?? null,
    });
  });
  return serveHttp({ app, port: 0, host: '127.0.0.1', logger, name: 'echo' });
}

interface Seen {
  forwardedFor: string | null;
  realIp: string | null;
  forwarded: string | null;
  forwardedProto: string | null;
  forwardedHost: string | null;
  forwardedPort: string | null;
}

describe('the client address the gateway forwards', () => {
  let upstream: HttpServerHandle;
  const running: { gateway: Gateway; server: HttpServerHandle }[] = [];

  beforeAll(async () => {
    upstream = await headerEchoUpstream();
  });

  afterAll(async () => {
    for (const { gateway, server } of running) {
      await server.close(100);
      await gateway.close();
    }
    await upstream.close(100);
  });

  const startGateway = async (env: Record<string, string> = {}) => {
    const config = gatewayConfigSchema.parse({
      AUTH_SERVICE_URL: upstream.url,
      TRIAGE_SERVICE_URL: upstream.url,
      BILLING_SERVICE_URL: upstream.url,
      SESSION_PUBLIC_KEY: authority.publicKeyPem,
      ...env,
    });
    const gateway = createGateway(config, logger);
    const server = await serveHttp({ app: gateway.app, port: 0, host: '127.0.0.1', logger, name: 'gw' });
    running.push({ gateway, server });
    return server;
  };
  const seenBehind = async (server: HttpServerHandle, headers: Record<string, string>): Promise<Seen> => {
    const response = await fetch(`${server.url}/api/auth/status`, { headers });
    expect(response.status).toBe(200);
    return (await response.json()) as Seen;
  };
  const claims = {
    'x-forwarded-for': '203.0.113.9, 10.0.0.1',
    'x-real-ip': '198.51.100.77',
    forwarded: 'for=192.0.2.60;proto=https',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-port': '443',
  };

  it('when a client claims another address, scheme or host, then the service sees only what the gateway saw on the socket', async () => {
    const server = await startGateway();
    const seen = await seenBehind(server, claims);
    const port = new URL(server.url).port;
    expect(seen).toEqual({
      forwardedFor: expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$/),
      realIp: seen.forwardedFor,
      forwarded: null,
      forwardedProto: 'http',
      forwardedHost: `127.0.0.1:${port}`,
      forwardedPort: null,
    });
  });

  it('when the request comes through a proxy listed in TRUSTED_PROXIES, then the address, scheme and host that proxy saw are forwarded', async () => {
    const server = await startGateway({ TRUSTED_PROXIES: '10.9.0.0/16, 127.0.0.1' });
    const seen = await seenBehind(server, {
      'x-forwarded-for': '203.0.113.9, 198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'manan.example.org',
      'x-real-ip': '192.0.2.1',
    });
    // Only the last hop was added by the trusted proxy; what the client wrote before it is its own claim.
    expect(seen.forwardedFor).toBe('198.51.100.7');
    expect(seen.realIp).toBe('198.51.100.7');
    expect(seen.forwardedProto).toBe('https');
    expect(seen.forwardedHost).toBe('manan.example.org');
  });

  it('when TRUSTED_PROXIES holds something that is not an address or CIDR range, then the gateway refuses the configuration', () => {
    const parse = (value: string) => gatewayConfigSchema.safeParse({ TRUSTED_PROXIES: value });
    expect(parse('10.0.0.0/8, ::1, 192.168.1.10, fd00::/8').success).toBe(true);
    expect(parse('').data?.TRUSTED_PROXIES).toEqual([]);
    expect(gatewayConfigSchema.parse({}).TRUSTED_PROXIES).toEqual([]);
    for (const wrong of ['proxy.example.org', '10.0.0.0/33', '300.1.1.1', '::1/129', '10.0.0.1/8/2', '*']) {
      const result = parse(wrong);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toContain(`'${wrong}'`);
    }
  });
});
