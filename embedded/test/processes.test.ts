import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const entry = (relative: string) => {
  const file = path.join(root, relative);
  if (!fs.existsSync(file))
    throw new Error(`${relative} is not built: run \`npm run typecheck\` (tsc -b emits it)`);
  return file;
};

function startProcess(
  file: string,
  env: Record<string, string>,
): { child: ChildProcessWithoutNullStreams; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [file], { env: { PATH: process.env.PATH ?? '', ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('service processes', () => {
  it('when a service starts with invalid configuration, then it exits 1 naming every bad variable', async () => {
    const run = startProcess(entry('svc-billing/dist/src/start.js'), {
      PORT: 'eighty',
      AMQP_URL: 'http://not-amqp',
      LOG_LEVEL: 'loud',
    });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('svc-billing: invalid configuration');
    for (const variable of ['PORT', 'AMQP_URL', 'LOG_LEVEL']) expect(run.output()).toContain(variable);
  }, 20_000);

  it('when the embedded app gets SIGTERM, then it shuts down cleanly and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-process-'));
    const run = startProcess(entry('embedded/dist/src/start.js'), {
      PORT: '0',
      DATA_DIR: dataDir,
      FRONTEND_DIST_ROOT: root,
    });
    await waitFor(() => /MANAN is running at (http:\/\/\S+)/.test(run.output()), 15_000);
    const url = /MANAN is running at (http:\/\/\S+)/.exec(run.output())![1]!;
    expect((await fetch(`${url}/api/auth/status`)).status).toBe(200);
    // `npm start` serves the gateway from a thread of its own, beside the services' event loop. The thread
    // writes its log in batches of its own, so its line may reach stdout after the main thread's banner.
    await waitFor(() => run.output().includes('svc-gateway runs on its own thread'), 5_000);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('shutdown complete');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('when the gateway cannot take its port, then the embedded app says why and exits 1', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-process-'));
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const run = startProcess(entry('embedded/dist/src/start.js'), {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        FRONTEND_DIST_ROOT: root,
      });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain('EADDRINUSE');
      expect(run.output()).not.toContain('MANAN is running at');
    } finally {
      await new Promise((resolve) => taken.close(resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);

  it('when EMBEDDED_GATEWAY_THREAD=false, then the gateway serves from the services’ thread', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-process-'));
    const run = startProcess(entry('embedded/dist/src/start.js'), {
      PORT: '0',
      DATA_DIR: dataDir,
      FRONTEND_DIST_ROOT: root,
      EMBEDDED_GATEWAY_THREAD: 'false',
    });
    await waitFor(() => /MANAN is running at (http:\/\/\S+)/.test(run.output()), 15_000);
    const url = /MANAN is running at (http:\/\/\S+)/.exec(run.output())![1]!;
    expect((await fetch(`${url}/api/auth/status`)).status).toBe(200);
    expect(run.output()).not.toContain('svc-gateway runs on its own thread');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);
});
