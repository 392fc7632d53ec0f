// The landing page rendered at build time. A second compilation, run first, builds
// src/prerender/render-landing.tsx with the browser build's own settings (same loaders, aliases,
// defines and target, so the same application modules in the same order: styled-components then names
// every class as the browser bundle does; only it and react-dom/server come as their Node builds).
// The browser build then writes landing.html: index.html with that markup in #root and its CSS in
// <head>. The gateway (and the front-end nginx) serve landing.html at exactly `/`, so the landing paints
// once the HTML has arrived, and the browser bundle hydrates it (src/bootstrap.tsx). Every other path
// keeps the empty index.html.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const pluginName = 'LandingPrerenderPlugin';
const prerenderName = 'landing-prerender';
const repositoryRoot = path.resolve(__dirname, '../..');
const renderDirectory = path.join(repositoryRoot, 'node_modules/.cache/manan-shell-landing-prerender');
const renderEntry = 'render-landing';
const emptyRoot = '<div id="root"></div>';
const styledComponentsForNode = path.join(
  path.dirname(require.resolve('styled-components/package.json', { paths: [repositoryRoot] })),
  'dist/styled-components.esm.js',
);

/** Kept in step with src/prerender/prerendered-path.ts (a build script cannot import TypeScript). */
const landingPage = { path: '/', file: 'landing.html', attribute: 'data-prerendered-path' };

/** The browser build's settings for a bundle Node can require: one file, no chunk loading, no HTML. */
function prerenderConfig(browser) {
  return {
    ...browser,
    name: prerenderName,
    entry: { [renderEntry]: './src/prerender/render-landing.tsx' },
    devtool: false,
    resolve: {
      ...browser.resolve,
      alias: {
        ...browser.resolve.alias,
        // Its browser build writes styles into document.head; its Node build collects them for the page.
        // Both name components and classes the same way.
        'styled-components$': styledComponentsForNode,
        // Its browser build opens a MessageChannel when loaded, which would keep the build from exiting.
        'react-dom/server$': 'react-dom/server.node',
      },
      // Else the package's "browser" field maps the file above back to the browser build.
      aliasFields: [],
    },
    // That build requires Node's stream module (for streaming rendering, which this does not use).
    externalsPresets: { node: true },
    output: {
      path: renderDirectory,
      filename: '[name].js',
      publicPath: browser.output.publicPath,
      library: { type: 'commonjs2' },
      // The lazy parts (sign-in dialog, account menu, remotes) are never rendered on the landing page;
      // kept in the one file, they need no chunk loading, and still load only if called.
      asyncChunks: false,
      clean: true,
    },
    // Minifying changes no rendered byte and costs the build seconds.
    optimization: { ...browser.optimization, minimize: false },
    plugins: browser.plugins.filter(
      (plugin) => !(plugin instanceof HtmlWebpackPlugin) && plugin.constructor.name !== 'PrecompressPlugin',
    ),
  };
}

function renderLanding() {
  const file = path.join(renderDirectory, `${renderEntry}.js`);
  delete require.cache[require.resolve(file)];
  const { renderLanding: render } = require(file);
  const { markup, styleTags } = render();
  if (!markup.includes('id="landing-title"'))
    throw new Error(`${pluginName}: the landing page rendered no title`);
  return { markup, styleTags };
}

/** Writes landing.html from the index.html template, with the rendered markup and its styles. */
class LandingPrerenderPlugin {
  constructor(indexPage) {
    // Unminified: the minifier would drop the comments React puts between adjacent texts, and the
    // texts would then differ from what React renders when it hydrates them.
    this.landingPage = new HtmlWebpackPlugin({
      ...indexPage.userOptions,
      filename: landingPage.file,
      minify: false,
    });
  }

  apply(compiler) {
    this.landingPage.apply(compiler);
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tap(pluginName, (data) => {
        if (data.plugin !== this.landingPage) return data;
        const { markup, styleTags } = renderLanding();
        if (data.html.split(emptyRoot).length !== 2 || data.html.split('</head>').length !== 2)
          throw new Error(`${pluginName}: the page template must have one ${emptyRoot} and one </head>`);
        const html = data.html
          .replace('</head>', () => `${styleTags}</head>`)
          .replace(
            emptyRoot,
            () => `<div id="root" ${landingPage.attribute}="${landingPage.path}">${markup}</div>`,
          );
        return { ...data, html };
      });
    });
  }
}

/**
 * For a production build: the prerender compilation and, after it, the browser build with landing.html.
 * @param {import('webpack').Configuration} browser the browser build's configuration
 */
function withPrerenderedLanding(browser) {
  const indexPage = browser.plugins.find((plugin) => plugin instanceof HtmlWebpackPlugin);
  if (!indexPage) throw new Error(`${pluginName}: the browser build writes no index.html`);
  return [
    prerenderConfig(browser),
    {
      ...browser,
      name: 'browser',
      dependencies: [prerenderName],
      // webpack's own HTML minifier would drop those comments too (html-webpack-plugin minifies
      // index.html itself; landing.html stays as written, a few hundred bytes more before compression).
      optimization: {
        ...browser.optimization,
        minimizeOptions: { ...browser.optimization?.minimizeOptions, html: false },
      },
      plugins: [...browser.plugins, new LandingPrerenderPlugin(indexPage)],
    },
  ];
}

module.exports = { withPrerenderedLanding };
