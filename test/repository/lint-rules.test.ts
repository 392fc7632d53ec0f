import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');

interface LintResult {
  messages: { ruleId: string | null; message: string }[];
}

/** Runs the project's real ESLint (its config is ESM, which Jest's module sandbox cannot load). */
function lint(args: string[], input?: string): string[] {
  const run = spawnSync(process.execPath, [eslintBin, '--format', 'json', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
  });
  const results = JSON.parse(run.stdout) as LintResult[];
  return results.flatMap((result) => result.messages.map((message) => message.ruleId ?? message.message));
}

async function ruleIdsFor(file: string, code: string): Promise<string[]> {
  return lint(['--stdin', '--stdin-filename', path.join(root, file)], code);
}

describe('lint rules that hold the architecture', () => {
  // Cycles are only visible across real files, so this fixture lives on disk for the test's duration.
  const fixtureDir = path.join(root, 'svc-billing/src/lint-fixture-cycle');

  beforeAll(() => {
    fs.mkdirSync(fixtureDir, { recursive: true });
    fs.writeFileSync(
      path.join(fixtureDir, 'a.ts'),
      "import { b } from './b';\nexport const a = (): number => b() + 1;\n",
    );
    fs.writeFileSync(
      path.join(fixtureDir, 'b.ts'),
      "import { a } from './a';\nexport const b = (): number => a();\n",
    );
  });

  afterAll(() => fs.rmSync(fixtureDir, { recursive: true, force: true }));

  it('when two modules import each other, then no-cycle reports it', async () => {
    expect(lint([path.join(fixtureDir, 'a.ts')])).toContain('import-x/no-cycle');
  }, 30_000);

  it("when a service imports another app's source, then it is refused", async () => {
    const code =
      "import { createAuthService } from '../../svc-auth/src/create-auth-service';\nexport const x = createAuthService;\n";
    expect(await ruleIdsFor('svc-billing/src/wiring.ts', code)).toContain('import-x/no-restricted-paths');
  }, 30_000);

  it("when a front end imports another front end's source, then it is refused", async () => {
    const code = "import x from '../../mfe-account/jest.config.js';\nexport const y = x;\n";
    expect(await ruleIdsFor('mfe-triage/src/other.ts', code)).toContain('import-x/no-restricted-paths');
  }, 30_000);

  it('when domain code imports a framework or driver, then it is refused', async () => {
    for (const driver of ['express', 'mongoose', 'amqplib', 'stripe', 'openai']) {
      const code = `import * as driver from '${driver}';\nexport const x = driver;\n`;
      expect(await ruleIdsFor('svc-triage/src/domain/rules.ts', code)).toContain('no-restricted-imports');
    }
  }, 30_000);

  it('when an adapter imports a driver, then that is allowed', async () => {
    const code = "import mongoose from 'mongoose';\nexport const x = mongoose;\n";
    expect(await ruleIdsFor('svc-triage/src/adapters/mongo/thing.ts', code)).not.toContain(
      'no-restricted-imports',
    );
  }, 30_000);
});
