import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A local OTLP/HTTP receiver: keeps the body of every POST /v1/traces. */
async function startCollector(): Promise<{ url: string; bodies: string[]; close: () => Promise<void> }> {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces')
        bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const root = path.resolve(__dirname, '../../..');

/**
 * In a process of its own (the exporter loads Node's http module the way Jest's sandbox cannot), as
 * `npm start` runs: the exporter reads the standard variables from the environment.
 */
describe('OTLP export', () => {
  it('when OTEL_EXPORTER_OTLP_ENDPOINT is set, then the spans of a request reach that collector by the time the app has stopped', async () => {
    const entry = path.join(root, 'embedded/dist/src/start.js');
    if (!fs.existsSync(entry))
      throw new Error('embedded is not built: run `npm run typecheck` (tsc -b emits it)');
    const collector = await startCollector();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-otlp-'));
    const child = spawn(process.execPath, [entry], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        DATA_DIR: dataDir,
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      for (let waited = 0; !/MANAN is running at (http:\/\/\S+)/.test(output); waited += 50) {
        if (waited > 15_000) throw new Error(`did not start: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const url = /MANAN is running at (http:\/\/\S+)/.exec(output)![1]!;
      expect((await fetch(`${url}/api/auth/status`)).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const exported = collector.bodies.join('\n');
      expect(exported).toContain('"service.name"');
      expect(exported).toContain('GET /api/auth/status');
      expect(exported).toContain('svc-auth');
    } finally {
      child.kill('SIGKILL');
      await collector.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
