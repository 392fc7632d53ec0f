import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const labelled = (id: string, esi: number, chiefComplaint: string, symptoms: string, vitals: string) =>
  JSON.stringify({
    id,
    group: 'test',
    style: 'structured',
    case: { patientAge: '45', gender: 'male', chiefComplaint, symptoms, vitals },
    expected: { esi },
  });

describe('triage-eval command [compiled]', () => {
  const repositoryRoot = path.resolve(__dirname, '../../..');
  const script = path.join(repositoryRoot, 'svc-triage/dist/src/cli/triage-eval.js');
  let directory: string;

  beforeAll(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'triage-eval-'));
    try {
      execFileSync('npx', ['tsc', '-b', 'svc-triage'], { cwd: repositoryRoot, stdio: 'ignore' });
    } catch {
      // Type errors elsewhere in the workspace still leave the emitted JavaScript; the assertions below decide.
    }
  }, 120_000);

  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

  it('when given a labelled set, then it prints agreement, the confusion matrix and each miss', () => {
    const file = path.join(directory, 'set.jsonl');
    fs.writeFileSync(
      file,
      [
        labelled(
          'acs',
          2,
          'Chest pain',
          'Crushing chest pain radiating to the left arm, sweating',
          'BP 150/90 HR 104',
        ),
        labelled(
          'called-five',
          1,
          'Chest pain',
          'Crushing chest pain radiating to the left arm, sweating',
          'BP 150/90 HR 104',
        ),
      ].join('\n'),
    );
    const run = spawnSync('node', [script, '--set', file, '--misses', '--by', 'style'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('set.jsonl: 2 cases');
    expect(run.stdout).toContain('exact 1/2 (50.0%)');
    expect(run.stdout).toMatch(/ESI 1 {12} +0 +1 +0 +0 +0 +1/);
    expect(run.stdout).toContain('under-triage 1/2');
    expect(run.stdout).toMatch(/UNDER called-five +1 → 2/);
    expect(run.stdout).toMatch(/structured +1\/2/);
  });

  it('when the set is missing or --by is unknown, then it exits 1 with the usage', () => {
    const missing = spawnSync('node', [script, '--set', path.join(directory, 'none.jsonl')], {
      encoding: 'utf8',
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('Usage: npm run triage:eval');
    expect(spawnSync('node', [script, '--by', 'colour'], { encoding: 'utf8' }).status).toBe(1);
  });

  it('without --set, then it reads the frozen development set', () => {
    const run = spawnSync('node', [script], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Development set \(frozen\): \d{3} cases/);
  });
  it('when its reader stops early (`| head`), then it ends quietly with status 0, no EPIPE trace', () => {
    // `true` reads nothing and exits at once: every write the evaluation makes meets a closed pipe.
    const run = spawnSync('bash', ['-c', `set -o pipefail; node "${script}" --misses | true`], {
      encoding: 'utf8',
    });
    expect(run.stderr).not.toContain('EPIPE');
    expect(run.status).toBe(0);
  });
});
