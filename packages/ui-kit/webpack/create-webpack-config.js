// One webpack configuration for the shell and every microfrontend, so that sharing, transpiling
// and naming stay identical across apps that are built and deployed separately.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { EnvironmentPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { FederationRuntimeContentHashFix } = require('./federation-runtime-content-hash-fix');
const { PrecompressPlugin } = require('./precompress-plugin');

const repositoryRoot = path.resolve(__dirname, '../../..');

/**
 * Must be one instance across all apps, or hooks, the theme, the router and Redux context break.
 * @manan/ui-kit too: it holds the one RTK Query API (remotes inject endpoints into it), the root
 * reducer remotes inject slices into, and the Radix providers (tooltip timing) its primitives need.
 */
const singletonPackages = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  '@manan/ui-kit',
];

/** Entry points of those packages that apps import directly, with the version range of their package. */
const singletonSubpaths = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router-dom',
  '@reduxjs/toolkit/query': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react': '@reduxjs/toolkit',
};

/** The router every app gets: only the parts MANAN uses, from react-router's production build. */
const leanRouter = path.join(__dirname, 'react-router-lean.mjs');
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json', { paths: [repositoryRoot] })),
  'dist/production/index.mjs',
);
/** The share scope must still see react-router's version, not the version of the file above. */
const reactRouterVersion = require(
  require.resolve('react-router-dom/package.json', { paths: [repositoryRoot] }),
).version;
const routerRequests = new Set(['react-router-dom', 'react-router']);

/**
 * @param {Record<string, string>} dependencies the app's package.json dependencies
 * @param {{ eager?: boolean }} [options] eager: bundled into the entry instead of loaded after it
 */
function sharedSingletons(dependencies, { eager = false } = {}) {
  const versionOf = (name) => {
    const range = dependencies[name];
    if (!range) throw new Error(`package.json must list ${name}: it is shared between the apps`);
    return range;
  };
  const shared = {};
  const entry = (request, range) => ({
    singleton: true,
    eager,
    requiredVersion: range,
    ...(routerRequests.has(request) ? { version: reactRouterVersion } : {}),
  });
  for (const name of singletonPackages) shared[name] = entry(name, versionOf(name));
  for (const [request, packageName] of Object.entries(singletonSubpaths)) {
    shared[request] = entry(request, versionOf(packageName));
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.appDirectory the app's folder (its package.json and src/)
 * @param {string} options.containerName the federation container name, e.g. `mfe_triage`
 * @param {string} options.title the page title
 * @param {number} options.devPort the port of `webpack serve`
 * @param {Record<string, string>} [options.exposes] for a remote: what it exposes
 * @param {object} [options.devServer] extra dev-server settings
 * @param {Record<string, string>} [options.environment] build-time settings read as `process.env.NAME`,
 *   with their defaults (the environment of the build overrides them)
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createWebpackConfig({
  appDirectory,
  containerName,
  title,
  devPort,
  exposes,
  devServer = {},
  environment = {},
}) {
  const isRemote = Boolean(exposes);
  const { dependencies } = require(path.join(appDirectory, 'package.json'));

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: appDirectory,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDirectory, 'dist'),
        filename: production ? '[name].[contenthash].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
        // A remote's chunks load relative to wherever its remoteEntry.js was served from.
        publicPath: isRemote ? 'auto' : '/',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          '@manan/contracts$': path.join(repositoryRoot, 'contracts/src/index.ts'),
          '@manan/ui-kit$': path.join(repositoryRoot, 'packages/ui-kit/src/index.ts'),
          'react-router-dom$': leanRouter,
          'react-router$': leanRouter,
          '@manan/react-router-production$': reactRouterProduction,
        },
      },
      module: {
        // A name the lean router does not re-export must fail the build, not be undefined at run time.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: containerName,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
          // The built shell provides the singletons from its entry file: the landing page renders as soon as
          // that one file has run, rather than after a second round of requests for each shared package.
          // Remotes still find them in the share scope; the development server keeps them lazy.
          shared: sharedSingletons(dependencies, { eager: production && !isRemote }),
          dts: false,
          manifest: false,
          // Remotes are plain remoteEntry.js URLs in a browser: no manifest snapshots, no Node loader.
          experiments: { optimization: { disableSnapshot: true, target: 'web' } },
        }),
        new FederationRuntimeContentHashFix(),
        new EnvironmentPlugin(environment),
        // A remote's page exists only for its team's standalone development server.
        ...(!isRemote || !production
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title,
                chunks: ['main'],
                publicPath: '/',
                scriptLoading: 'defer',
              }),
            ]
          : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : {},
        ...devServer,
      },
    };
  };
}

module.exports = { createWebpackConfig, sharedSingletons };
