const { createWebpackConfig } = require('../packages/ui-kit/webpack/create-webpack-config');

module.exports = createWebpackConfig({
  appDirectory: __dirname,
  containerName: 'mfe_account',
  title: 'MANAN account (standalone)',
  devPort: 3002,
  exposes: { './App': './src/exposes/account-app.tsx' },
});
