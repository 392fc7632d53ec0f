// One webpack configuration for the shell and every microfrontend, so that sharing, transpiling
// and naming stay identical across apps that are built and deployed separately.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin, EnvironmentPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { FederationRuntimeContentHashFix } = require('./federation-runtime-content-hash-fix');
const { PrecompressPlugin } = require('./precompress-plugin');
const { sharedRequests, sharedVersions } = require('./shared-singletons');

const repositoryRoot = path.resolve(__dirname, '../../..');

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
 * What a remote shares through the Module Federation plugin: every singleton, consumed from the share
 * scope the shell fills (see the shell's federation runtime), with the remote's own copy as fallback.
 * @param {Record<string, string>} dependencies the app's package.json dependencies
 */
function sharedSingletons(dependencies) {
  const versions = sharedVersions(dependencies);
  const shared = {};
  for (const request of Object.keys(sharedRequests)) {
    shared[request] = {
      singleton: true,
      requiredVersion: versions[request].requiredVersion,
      ...(routerRequests.has(request) ? { version: reactRouterVersion } : {}),
    };
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
      // The shell's few lazy parts (sign-in dialog, toaster, and what a signed-in page loads: the account
      // menu and the federation runtime) each come as one file: split further, each file is compressed
      // apart from the others, and a signed-in page fetched more bytes in more requests.
      ...(isRemote || !production ? {} : { optimization: { splitChunks: false } }),
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
        // A remote is a federation container. The shell is not: it is a plain bundle that starts the
        // federation runtime itself, with its own modules as the shared singletons, only when a page
        // first needs a remote (src/lib/federation), so the landing page carries no federation code.
        ...(isRemote
          ? [
              new ModuleFederationPlugin({
                name: containerName,
                filename: 'remoteEntry.js',
                exposes,
                shared: sharedSingletons(dependencies),
                dts: false,
                manifest: false,
                // Remotes are plain remoteEntry.js URLs in a browser: no manifest snapshots, no Node loader.
                experiments: { optimization: { disableSnapshot: true, target: 'web' } },
              }),
              new FederationRuntimeContentHashFix(),
            ]
          : []),
        new EnvironmentPlugin(environment),
        // What the shell announces for each module it shares, read by its federation runtime.
        ...(isRemote
          ? []
          : [
              new DefinePlugin({
                'process.env.MANAN_SHARED_SINGLETONS': JSON.stringify(
                  JSON.stringify(sharedVersions(dependencies)),
                ),
              }),
            ]),
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
