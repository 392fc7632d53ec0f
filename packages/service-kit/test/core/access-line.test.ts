import { Writable } from 'node:stream';
import { Router } from 'express';
import { createLogger, createServiceApp, serveHttp, type HttpServerHandle } from '../../src';

const checkoutId = 'cs_sandbox_Zq3v9K-x_Ab8LmN0pQrStUvWxYz12345';

/**
 * The access line every request writes is what operators read and what the log redaction must hold to,
 * however cheaply it is written: one line per request, its fields in a fixed order, with any
 * credential its path carries redacted like any other line's.
 */
describe('the access line of a request', () => {
  let handle: HttpServerHandle;
  const written: string[] = [];

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = createLogger({ service: 'svc-test', level: 'info', destination });
    const router = Router();
    router.get('/logs-a-secret', (req, res) => {
      req.log.info({ password: 'hunter2', cookie: 'session=abc' }, 'handler line');
      res.json({ ok: true });
    });
    const app = createServiceApp({ service: 'svc-test', logger, readinessChecks: {}, routes: [router] });
    handle = await serveHttp({ app, port: 0, host: '127.0.0.1', logger, name: 'svc-test' });
  });

  afterAll(async () => {
    await handle.close(1_000);
  });

  const accessLinesOf = (requestId: string) =>
    written.filter(
      (line) => line.includes(`"requestId":"${requestId}"`) && line.includes('request completed'),
    );

  it('when a request is answered, then one line holds its id, method, path without the query, status and duration, in that order', async () => {
    await fetch(`${handle.url}/healthz?token=secret-value`, {
      headers: { 'x-request-id': 'req-access-0001' },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = accessLinesOf('req-access-0001');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(Object.keys(line)).toEqual([
      'level',
      'time',
      'service',
      'requestId',
      'method',
      'path',
      'status',
      'durationMs',
      'msg',
    ]);
    expect(line).toMatchObject({
      level: 'info',
      service: 'svc-test',
      method: 'GET',
      path: '/healthz',
      status: 200,
      msg: 'request completed',
    });
    expect(new Date(String(line.time)).toISOString()).toBe(line.time);
    expect(lines[0]).not.toContain('secret-value');
  });

  it('when the path carries a sandbox checkout id, then the access line holds none of it', async () => {
    await fetch(`${handle.url}/billing/sandbox/checkout/${checkoutId}/pay`, {
      headers: { 'x-request-id': 'req-access-0002' },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = accessLinesOf('req-access-0002');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(checkoutId.slice('cs_sandbox_'.length));
    expect(JSON.parse(lines[0]!)).toMatchObject({
      path: expect.stringMatching(/^\/billing\/sandbox\/checkout\/cs_sandbox_\[redacted:[0-9a-f]{8}\]\/pay$/),
    });
  });

  it('when a handler logs with the request’s logger, then its line carries the request id and its keys are still redacted', async () => {
    await fetch(`${handle.url}/logs-a-secret`, { headers: { 'x-request-id': 'req-access-0003' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = written.find((entry) => entry.includes('handler line'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ requestId: 'req-access-0003', password: '[redacted]' });
    expect(line).not.toContain('hunter2');
    expect(line).not.toContain('session=abc');
    expect(accessLinesOf('req-access-0003')).toHaveLength(1);
  });
});
