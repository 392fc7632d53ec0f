// `npm test` runs every workspace's tests as one Jest run; `npm test -w <workspace>` runs one slice.
const { TEST_TIMEOUT_MS } = require('./jest.preset.js');

module.exports = {
  // Jest reads `testTimeout` only from the configuration it was started with, never from a project's:
  // without it here, `npm test` gives every test 5 s whatever the workspaces say.
  testTimeout: TEST_TIMEOUT_MS,
  // Every core runs test files; Jest's default leaves one idle, which on the 2-core CI machine meant
  // one process running every suite in turn. Most suites wait on real services, sockets and child
  // processes, so two workers share the cores well.
  maxWorkers: '100%',
  // A worker that has grown past this (each engine test file compiles the engine's patterns anew)
  // is replaced by a fresh one between test files, so memory stays bounded however many suites run.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    '<rootDir>/contracts',
    '<rootDir>/packages/service-kit',
    '<rootDir>/packages/ui-kit',
    '<rootDir>/embedded',
    '<rootDir>/svc-gateway',
    '<rootDir>/svc-auth',
    '<rootDir>/svc-triage',
    '<rootDir>/svc-billing',
    '<rootDir>/shell',
    '<rootDir>/mfe-triage',
    '<rootDir>/mfe-account',
    '<rootDir>/mfe-billing',
    '<rootDir>/test/repository',
    '<rootDir>/test/fault',
    '<rootDir>/test/browser',
  ],
};
