const { workspaceProject } = require('../../jest.preset.js');

// Real Chromium against the embedded default: slower, so one file at a time with generous timeouts.
module.exports = {
  ...workspaceProject(__dirname),
  displayName: 'browser',
  testMatch: ['<rootDir>/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/support/browser-timeout.js'],
};
