import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface ShownConfig {
  globalConfig: { testTimeout?: number; maxWorkers: number; workerIdleMemoryLimit?: number };
  configs: unknown[];
}

/** What Jest itself makes of the root configuration `npm test` starts it with. */
function rootJestConfig(): ShownConfig {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/jest/bin/jest.js'), '--showConfig'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as ShownConfig;
}

describe('the Jest run `npm test` starts', () => {
  const shown = rootJestConfig();

  it('gives every test 30 s: the workspaces’ own testTimeout is not read in a multi-project run', () => {
    expect(shown.globalConfig.testTimeout).toBe(30_000);
  });

  it('runs test files on every core, in workers that are replaced when they grow', () => {
    expect(shown.globalConfig.maxWorkers).toBe(Math.max(1, os.availableParallelism()));
    expect(shown.globalConfig.workerIdleMemoryLimit).toBeGreaterThan(0);
  });

  it('runs every workspace', () => {
    expect(shown.configs).toHaveLength(15);
  });
});
