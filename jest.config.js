// `npm test` runs every workspace's tests as one Jest run; `npm test -w <workspace>` runs one slice.
module.exports = {
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
