// The packages the shell and every microfrontend share as singletons, in one list read by the webpack
// configuration (what remotes consume) and by the shell's federation runtime (what it provides).
const path = require('node:path');

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

/** Entry points of those packages that apps import directly, with the package they belong to. */
const singletonSubpaths = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router-dom',
  '@reduxjs/toolkit/query': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react': '@reduxjs/toolkit',
};

/** Every shared request (package or subpath) and the package whose version it carries. */
const sharedRequests = {
  ...Object.fromEntries(singletonPackages.map((name) => [name, name])),
  ...singletonSubpaths,
};

/** The installed version of a package, as the share scope announces it. */
function installedVersion(packageName) {
  return require(require.resolve(`${packageName}/package.json`, { paths: [repositoryRoot] })).version;
}

/**
 * Each shared request's installed version and the range an app asks for (its package.json dependency).
 * @param {Record<string, string>} dependencies the app's package.json dependencies
 * @returns {Record<string, { version: string; requiredVersion: string }>}
 */
function sharedVersions(dependencies) {
  const versions = {};
  for (const [request, packageName] of Object.entries(sharedRequests)) {
    const requiredVersion = dependencies[packageName];
    if (!requiredVersion)
      throw new Error(`package.json must list ${packageName}: it is shared between the apps`);
    // `react-router` is announced with react-router-dom's version: both are the same lean router.
    versions[request] = { version: installedVersion(packageName), requiredVersion };
  }
  return versions;
}

module.exports = { singletonPackages, singletonSubpaths, sharedRequests, sharedVersions };
