// Jest settings shared by every workspace. Each workspace's jest.config.js calls workspaceProject;
// the root jest.config.js runs them all as projects. SWC only transpiles: `npm run typecheck` checks types.
const path = require('node:path');

const repositoryRoot = __dirname;

// Tests assert behaviour, never speed. Many start real services and do real work (argon2 sign-ins,
// PDF workers, a traced request through the gateway); on the 2-core CI machine, sharing the CPU with
// the rest of the run, such a test has passed alone in 2 s and run past Jest's 5 s default. A test
// that hangs still fails, after 30 s. The root jest.config.js sets it for `npm test`; each workspace's
// own config sets it for `npm test -w <workspace>`.
const TEST_TIMEOUT_MS = 30_000;

/**
 * @param {string} dir the workspace directory
 * @param {{ environment?: 'node' | 'jsdom' }} [options]
 */
function workspaceProject(dir, options = {}) {
  const environment = options.environment ?? 'node';
  return {
    displayName: path.relative(repositoryRoot, dir),
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/{src,test}/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    testTimeout: TEST_TIMEOUT_MS,
    // Some of Pact's dependencies ship only as ES modules; SWC turns them into CommonJS for Jest.
    transformIgnorePatterns: [
      '^(?!.*/node_modules/(https-proxy-agent|agent-base|proxy-agent-negotiate|proxy-from-env|strip-json-comments|colorette|fast-copy)/).*/node_modules/',
    ],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      // Node's import() needs the compiled file's name ('./batch-line.js'); Jest reads the source beside it.
      '^(\\.{1,2}/.+)\\.js$': '$1',
      '^@manan/contracts$': path.join(repositoryRoot, 'contracts/src/index.ts'),
      '^@manan/service-kit$': path.join(repositoryRoot, 'packages/service-kit/src/index.ts'),
      '^@manan/service-kit/testing$': path.join(repositoryRoot, 'packages/service-kit/src/testing/index.ts'),
      '^@manan/ui-kit$': path.join(repositoryRoot, 'packages/ui-kit/src/index.ts'),
      '^@manan/ui-kit/testing$': path.join(repositoryRoot, 'packages/ui-kit/src/testing/index.ts'),
      '^@manan/ui-kit/testing/pact$': path.join(repositoryRoot, 'packages/ui-kit/src/testing/pact.ts'),
      '^@manan/svc-(gateway|auth|triage|billing)$': path.join(repositoryRoot, 'svc-$1/src/index.ts'),
    },
    setupFilesAfterEnv:
      environment === 'jsdom' ? [path.join(repositoryRoot, 'scripts/jest-jsdom-setup.js')] : [],
  };
}

module.exports = { workspaceProject, TEST_TIMEOUT_MS };
