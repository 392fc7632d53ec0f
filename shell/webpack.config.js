const { createWebpackConfig } = require('../packages/ui-kit/webpack/create-webpack-config');
const { withPrerenderedLanding } = require('./webpack/landing-prerender');

const gateway = process.env.MANAN_GATEWAY_URL ?? 'http://localhost:8080';

const browserConfig = createWebpackConfig({
  appDirectory: __dirname,
  containerName: 'shell',
  title: 'MANAN',
  devPort: 3000,
  // Empty means the default in src/config/company-site.ts.
  environment: { MANAN_COMPANY_SITE_URL: '' },
  // The gateway serves the API, the remotes and /mfe/manifest.json during development too.
  devServer: { proxy: [{ context: ['/api', '/mfe'], target: gateway }] },
});

// A production build also renders the landing page to HTML (webpack/landing-prerender.js); the
// development server serves the empty index.html everywhere, as before.
module.exports = (env, argv) => {
  const browser = browserConfig(env, argv);
  return browser.mode === 'production' ? withPrerenderedLanding(browser) : browser;
};
