import http from 'node:http';
import os from 'node:os';
import { createLogger, serveHttp, type HttpServerHandle } from '@manan/service-kit';
import { createTestSessionAuthority } from '@manan/service-kit/testing';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src';

const logger = createLogger({ service: 'test', level: 'silent' });
const authority = createTestSessionAuthority();
const session = authority.token('user-1');

/**
 * Answers passed on as they are (not compressed) are streamed from the upstream to the client; when
 * either side breaks off, the other must end too rather than hang or keep reading.
 */
describe('svc-gateway streamed answers', () => {
  let upstream: HttpServerHandle;
  let gateway: Gateway;
  let server: HttpServerHandle;
  /** Resolves when the upstream's endless event stream is closed from the gateway's side. */
  let eventStreamClosed: Promise<void>;
  let onEventStreamClosed: () => void;

  beforeAll(async () => {
    upstream = await serveHttp({
      app: ((req: http.IncomingMessage, res: http.ServerResponse) => {
        if (req.url === '/api/export/cases') {
          // An event stream that never ends on its own.
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write('data: first\n\n');
          res.on('close', () => onEventStreamClosed());
          return;
        }
        // Declares 1000 bytes, sends 100, then the connection breaks.
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': '1000' });
        res.write(Buffer.alloc(100, 1), () => res.socket?.destroy());
      }) as unknown as Parameters<typeof serveHttp>[0]['app'],
      port: 0,
      host: '127.0.0.1',
      logger,
      name: 'upstream',
    });
    const config = gatewayConfigSchema.parse({
      AUTH_SERVICE_URL: upstream.url,
      TRIAGE_SERVICE_URL: upstream.url,
      BILLING_SERVICE_URL: upstream.url,
      FRONTEND_DIST_ROOT: os.tmpdir(),
      SESSION_PUBLIC_KEY: authority.publicKeyPem,
    });
    gateway = createGateway(config, logger);
    server = await serveHttp({ app: gateway.app, port: 0, host: '127.0.0.1', logger, name: 'gateway' });
  });

  afterAll(async () => {
    await server.close(100);
    await gateway.close();
    await upstream.close(100);
  });

  it('when the upstream breaks off mid-body, then the client’s answer is cut short too, not left hanging', async () => {
    const outcome = await new Promise<{ received: number; ended: string }>((resolve) => {
      const request = http.get(`${server.url}/api/cases`, { headers: { cookie: session.cookie } }, (res) => {
        let received = 0;
        res.on('data', (chunk: Buffer) => (received += chunk.length));
        res.on('end', () => resolve({ received, ended: 'end' }));
        res.on('error', () => resolve({ received, ended: 'error' }));
        res.on('aborted', () => resolve({ received, ended: 'aborted' }));
      });
      request.on('error', () => resolve({ received: 0, ended: 'request error' }));
    });
    expect(outcome.ended).not.toBe('end');
    expect(outcome.received).toBeLessThan(1000);
  }, 10_000);

  it('when the client leaves an event stream, then the gateway stops reading it from the upstream', async () => {
    eventStreamClosed = new Promise<void>((resolve) => (onEventStreamClosed = resolve));
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        `${server.url}/api/export/cases`,
        { headers: { cookie: session.cookie } },
        (res) => {
          res.once('data', (chunk: Buffer) => {
            expect(chunk.toString('utf8')).toBe('data: first\n\n');
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', (error) => (error.message === 'socket hang up' ? undefined : reject(error)));
    });
    await eventStreamClosed;
  }, 10_000);
});
