const { workspaceProject } = require('../../jest.preset.js');

module.exports = {
  ...workspaceProject(__dirname),
  displayName: 'repository',
  testMatch: ['<rootDir>/*.test.ts'],
};
