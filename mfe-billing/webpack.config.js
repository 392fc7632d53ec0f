const { createWebpackConfig } = require('../packages/ui-kit/webpack/create-webpack-config');

module.exports = createWebpackConfig({
  appDirectory: __dirname,
  containerName: 'mfe_billing',
  title: 'MANAN billing (standalone)',
  devPort: 3003,
  exposes: { './App': './src/exposes/billing-app.tsx' },
});
