const { createWebpackConfig } = require('../packages/ui-kit/webpack/create-webpack-config');

module.exports = createWebpackConfig({
  appDirectory: __dirname,
  containerName: 'mfe_triage',
  title: 'MANAN triage tool (standalone)',
  devPort: 3001,
  exposes: { './App': './src/exposes/triage-app.tsx' },
});
