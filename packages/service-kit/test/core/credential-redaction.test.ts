import { Writable } from 'node:stream';
import { createLogger, redactCredentials } from '../../src';

const checkoutId = 'cs_sandbox_Zq3v9K-x_Ab8LmN0pQrStUvWxYz12345';

describe('the sandbox checkout id in logs', () => {
  it('when any line of a logger carries it, in a field, a message, a URL or a stack, then what is written holds none of it', () => {
    const written: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = createLogger({ service: 'svc-test', level: 'info', destination });
    logger.info({ sessionId: checkoutId }, 'checkout session created');
    logger.info({ path: `/billing/sandbox/checkout/${checkoutId}/pay`, status: 303 }, 'request completed');
    logger.warn(`could not apply ${checkoutId}`);
    logger.error(
      {
        err: new Error(`No such sandbox session: ${checkoutId}`),
        url: `http://localhost:8080/billing/sandbox/checkout/${checkoutId}`,
      },
      'failed',
    );
    const output = written.join('');
    expect(written).toHaveLength(4);
    expect(output).not.toContain(checkoutId);
    expect(output).not.toContain(checkoutId.slice('cs_sandbox_'.length));
    for (const line of written) expect(JSON.parse(line)).toBeTruthy();
    expect(JSON.parse(written[0]!).sessionId).toMatch(/^cs_sandbox_\[redacted:[0-9a-f]{8}\]$/);
    expect(JSON.parse(written[1]!).path).toMatch(
      /^\/billing\/sandbox\/checkout\/cs_sandbox_\[redacted:[0-9a-f]{8}\]\/pay$/,
    );
  });

  it('when the same id is redacted twice, then both lines carry the same digest, so one checkout can be followed', () => {
    const [first, second] = [`a ${checkoutId}`, `b ${checkoutId}`].map(redactCredentials);
    const digest = (line: string | undefined) => /\[redacted:([0-9a-f]{8})\]/.exec(line ?? '')?.[1];
    expect(digest(first)).toBeDefined();
    expect(digest(first)).toBe(digest(second));
    expect(digest(redactCredentials('cs_sandbox_another0000000000000000000000000'))).not.toBe(digest(first));
  });

  it('when something else stands where the id goes in a checkout path (a guess, an encoded or cut id), then it is redacted too', () => {
    expect(redactCredentials('{"path":"/billing/sandbox/checkout/cs%5Fsandbox%5FZq3v9K/cancel"}')).toBe(
      '{"path":"/billing/sandbox/checkout/[redacted]/cancel"}',
    );
    expect(redactCredentials('{"path":"/billing/sandbox/checkout/%ff"}')).toBe(
      '{"path":"/billing/sandbox/checkout/[redacted]"}',
    );
  });

  it('when a line holds no checkout id, then it is written unchanged', () => {
    const line = '{"level":"info","path":"/api/cases/abc","sessionId":"cs_test_a1b2"}\n';
    expect(redactCredentials(line)).toBe(line);
  });
});
