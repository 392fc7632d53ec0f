import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { transformFileSync } from '@swc/core';
import {
  createLogger,
  flushLogs,
  installShutdownHandlers,
  logDestination,
  logBatchBytes,
  logBatchWindowMs,
  type Logger,
} from '../../src';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const linesOf = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; n?: number });

describe('log lines written in batches', () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-logs-'));
    file = path.join(dir, 'service.log');
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const loggerTo = async (): Promise<{ logger: Logger; writes: () => number }> => {
    const destination = logDestination(file);
    await new Promise((resolve) => destination.once('ready', resolve));
    let writes = 0;
    destination.on('write', () => (writes += 1));
    return { logger: createLogger({ service: 'svc-test', destination }), writes: () => writes };
  };

  it('when lines come one at a time, as access lines under load do, then they are written a batch at a time', async () => {
    const { logger, writes } = await loggerTo();
    for (let n = 0; n < 100; n += 1) {
      logger.info({ n, method: 'GET', path: '/api/auth/status', status: 200 }, 'request completed');
      // Long enough for one write to finish: written one by one, each line would have had its own.
      await pause(1);
    }
    expect(writes()).toBeLessThan(20);
    await flushLogs(logger);
    expect(linesOf(file).map((line) => line.n)).toEqual([...Array(100).keys()]);
  });

  it('when a line comes while a batch is being written, then flushing the logs writes it too', async () => {
    const { logger } = await loggerTo();
    // Lines up to a batch's bytes start a write at once; one short line arrives while it is under way,
    // and stays below a batch's bytes when that write ends.
    const padding = 'x'.repeat(1_000);
    let n = 0;
    for (let bytes = 0; bytes < logBatchBytes; n += 1) {
      logger.info({ n, padding }, 'request completed');
      bytes += padding.length + 100;
    }
    logger.info({ n }, 'the last line');
    await flushLogs(logger);
    expect(linesOf(file).map((line) => line.n)).toEqual([...Array(n + 1).keys()]);
  });

  it('when a process is quiet, then its last line is written within the batch window', async () => {
    const { logger } = await loggerTo();
    logger.info('a lone line');
    await pause(logBatchWindowMs + 50);
    expect(linesOf(file).map((line) => line.msg)).toEqual(['a lone line']);
  });

  it('when the process shuts down, then every line is in the log before it exits', async () => {
    const { logger } = await loggerTo();
    // installShutdownHandlers listens on the process: what it adds is taken off again afterwards.
    const processEvents: NodeJS.EventEmitter = process;
    const watched = ['SIGTERM', 'SIGINT', 'uncaughtException', 'unhandledRejection'];
    const listenersBefore = new Map(watched.map((event) => [event, processEvents.listeners(event)]));
    let linesAtExit: string[] = [];
    const exited = new Promise<number>((resolve) => {
      const shutdown = installShutdownHandlers({
        logger,
        timeoutMs: 5_000,
        steps: [{ name: 'http', run: async () => void logger.info('in-flight requests finished') }],
        exit: (code) => {
          // What a supervisor would find in the log once the process is gone.
          linesAtExit = linesOf(file).map((line) => line.msg);
          resolve(code);
        },
      });
      for (let n = 0; n < 20; n += 1) logger.info({ n }, 'request completed');
      void shutdown();
    });
    expect(await exited).toBe(0);
    for (const event of watched)
      for (const listener of processEvents.listeners(event))
        if (!listenersBefore.get(event)?.includes(listener))
          processEvents.off(event, listener as (...args: unknown[]) => void);
    expect(linesAtExit).toEqual([
      ...Array<string>(20).fill('request completed'),
      'shutting down',
      'in-flight requests finished',
      'shutdown complete',
    ]);
  });
});

describe('log lines of a worker thread (the embedded gateway runs on one)', () => {
  it('when the thread ends with lines still waiting for a batch, then they are written', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-worker-logs-'));
    const file = path.join(dir, 'gateway.log');
    // A worker thread runs JavaScript: the module as compiled, its one dependency resolved from here.
    const { code } = transformFileSync(path.join(__dirname, '../../src/logging/log-destination.ts'), {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    const compiled = path.join(dir, 'log-destination.js');
    fs.writeFileSync(
      compiled,
      code.replace(/require\("pino"\)/, `require(${JSON.stringify(require.resolve('pino'))})`),
    );
    const worker = new Worker(
      `
      const { logDestination } = require(${JSON.stringify(compiled)});
      const pino = require(${JSON.stringify(require.resolve('pino'))});
      const destination = logDestination(${JSON.stringify(file)});
      const logger = pino({ base: { service: 'svc-gateway' } }, destination);
      destination.once('ready', () => {
        for (let n = 0; n < 5; n += 1) logger.info({ n }, 'request completed');
      });
      `,
      { eval: true },
    );
    await new Promise((resolve) => worker.once('exit', resolve));
    try {
      expect(linesOf(file).map((line) => line.n)).toEqual([0, 1, 2, 3, 4]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
