import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { runBatch } from '../../src/cli/run-batch';
import { extractTriageLevel } from '@manan/contracts';

const goodCase = {
  patientAge: '58',
  gender: 'male',
  chiefComplaint: 'Chest pain',
  symptoms: 'Crushing chest pain radiating to the left arm, sweating',
  vitals: 'BP 150/90, HR 104, RR 22, SpO2 95%, Temp 36.8 C',
};

const collect = (stream: PassThrough) => {
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return () => chunks.join('');
};

describe('runBatch', () => {
  it('when every line is valid, then it writes one result line per case with the level, text and triageLevel', async () => {
    const output = new PassThrough();
    const errors = new PassThrough();
    const readOutput = collect(output);
    const input = Readable.from([
      `${JSON.stringify({ id: 'a', case: goodCase })}\n`,
      `${JSON.stringify({ id: 'b', case: { ...goodCase, symptoms: 'Needs a refill', chiefComplaint: 'Refill', vitals: 'BP 120/80 HR 70 RR 14 SpO2 99% T 36.6' } })}\n`,
    ]);
    const summary = await runBatch(input, output, errors);
    const lines = readOutput()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(summary).toEqual({ processed: 2, skipped: 0 });
    expect(lines.map((line) => [line.id, line.level, line.esi])).toEqual([
      ['a', 'HIGH', 2],
      ['b', 'LOW', 5],
    ]);
    expect(Object.keys(lines[0]).sort()).toEqual([
      'confidence',
      'esi',
      'id',
      'level',
      'result',
      'text',
      'triageLevel',
    ]);
    expect(extractTriageLevel(lines[0].triageLevel)).toBe('HIGH');
    expect(lines[0].text).toContain('1. TRIAGE LEVEL');
  });

  it('when a line is invalid JSON or an invalid case, then it reports the line number and carries on', async () => {
    const output = new PassThrough();
    const errors = new PassThrough();
    const readOutput = collect(output);
    const readErrors = collect(errors);
    const input = Readable.from([
      '{not json\n',
      `${JSON.stringify({ id: 'x', case: { patientAge: '40' } })}\n`,
      `${JSON.stringify({ id: 'ok', case: goodCase })}\n`,
    ]);
    const summary = await runBatch(input, output, errors);
    expect(summary).toEqual({ processed: 1, skipped: 2 });
    expect(readErrors()).toMatch(/line 1: skipped, invalid JSON[\s\S]*line 2: skipped, invalid case/);
    expect(readOutput().trim().split('\n')).toHaveLength(1);
  });
});

describe('triage-batch command [compiled]', () => {
  const repositoryRoot = path.resolve(__dirname, '../../..');
  const script = path.join(repositoryRoot, 'svc-triage/dist/src/cli/triage-batch.js');
  let directory: string;

  beforeAll(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'triage-batch-'));
    try {
      execFileSync('npx', ['tsc', '-b', 'svc-triage'], { cwd: repositoryRoot, stdio: 'ignore' });
    } catch {
      // Type errors elsewhere in the workspace still leave the emitted JavaScript; the assertions below decide.
    }
  }, 120_000);

  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

  it('when given --in and --out, then it writes the results file and exits 0 despite a bad line', () => {
    const input = path.join(directory, 'cases.jsonl');
    const output = path.join(directory, 'results.jsonl');
    fs.writeFileSync(input, `${JSON.stringify({ id: 1, case: goodCase })}\nnot json\n`);
    const run = spawnSync('node', [script, '--in', input, '--out', output], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('line 2: skipped');
    expect(JSON.parse(fs.readFileSync(output, 'utf8').trim())).toMatchObject({ id: 1, level: 'HIGH' });
  });

  it('when --out is omitted, then it writes to stdout; when --in is missing, then it exits 1', () => {
    const input = path.join(directory, 'one.jsonl');
    fs.writeFileSync(input, `${JSON.stringify({ id: 'one', case: goodCase })}\n`);
    const run = spawnSync('node', [script, '--in', input], { encoding: 'utf8' });
    expect(JSON.parse(run.stdout.trim())).toMatchObject({ id: 'one', esi: 2 });
    expect(
      spawnSync('node', [script, '--in', path.join(directory, 'missing.jsonl')], { encoding: 'utf8' }).status,
    ).toBe(1);
    expect(spawnSync('node', [script], { encoding: 'utf8' }).status).toBe(1);
  });

  it('when run with worker threads, then it writes exactly what one thread writes, in the input order', () => {
    const input = path.join(directory, 'many.jsonl');
    const lines = Array.from({ length: 450 }, (_, index) =>
      index % 97 === 5
        ? 'not json'
        : JSON.stringify({
            id: index,
            case: {
              ...goodCase,
              chiefComplaint: index % 2 ? 'Chest pain' : 'Sore throat',
              patientAge: String(20 + (index % 60)),
            },
          }),
    );
    fs.writeFileSync(input, `${lines.join('\n')}\n`);
    const single = spawnSync('node', [script, '--in', input, '--workers', '0'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const parallel = spawnSync('node', [script, '--in', input, '--workers', '2'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(parallel.status).toBe(0);
    expect(parallel.stdout).toBe(single.stdout);
    expect(parallel.stderr).toBe(single.stderr);
    expect(parallel.stderr).toContain('line 6: skipped, invalid JSON');
    expect(parallel.stderr).toContain('line 297: skipped, invalid JSON');
    expect(parallel.stdout.trim().split('\n')).toHaveLength(445);
    expect(spawnSync('node', [script, '--in', input, '--workers', 'many'], { encoding: 'utf8' }).status).toBe(
      1,
    );
  }, 60_000);
  it('when its reader stops early (`| head`), then it stops quietly with status 0, no EPIPE trace', () => {
    const input = path.join(directory, 'piped.jsonl');
    const lines = Array.from({ length: 300 }, (_, index) => JSON.stringify({ id: index, case: goodCase }));
    fs.writeFileSync(input, `${lines.join('\n')}\n`);
    const run = spawnSync('bash', ['-c', `set -o pipefail; node "${script}" --in "${input}" | true`], {
      encoding: 'utf8',
    });
    expect(run.stderr).not.toContain('EPIPE');
    expect(run.status).toBe(0);
  }, 60_000);
});
