const { workspaceProject } = require('../../jest.preset.js');

// Fault scenarios against whole running processes, one file per scenario.
module.exports = {
  ...workspaceProject(__dirname),
  displayName: 'fault',
  testMatch: ['<rootDir>/*.test.ts'],
};
