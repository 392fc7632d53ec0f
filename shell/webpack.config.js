const { createWebpackConfig } = require('../packages/ui-kit/webpack/create-webpack-config');

const gateway = process.env.MANAN_GATEWAY_URL ?? 'http://localhost:8080';

module.exports = createWebpackConfig({
  appDirectory: __dirname,
  containerName: 'shell',
  title: 'MANAN',
  devPort: 3000,
  // Empty means the default in src/config/company-site.ts.
  environment: { MANAN_COMPANY_SITE_URL: '' },
  // The gateway serves the API, the remotes and /mfe/manifest.json during development too.
  devServer: { proxy: [{ context: ['/api', '/mfe'], target: gateway }] },
});
