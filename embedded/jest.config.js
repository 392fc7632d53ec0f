module.exports = require('../jest.preset.js').workspaceProject(__dirname);
