// The build's own entry (shell/webpack/landing-prerender.js), never shipped: renders the landing page to
// HTML from the same application modules, imported in the same order as src/bootstrap.tsx imports them
// (App first), so that styled-components names every class the same on both sides and React can
// hydrate the markup as it is.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../app/app';
import type { LoadRemoteApp } from '../lib/federation/federation-loader';
import { landingPage } from './prerendered-path';

export interface RenderedPage {
  /** What goes inside #root. */
  markup: string;
  /** The `<style>` element with the CSS of what was rendered (global styles included). */
  styleTags: string;
}

const noRemoteOnTheLanding: LoadRemoteApp = () =>
  Promise.reject(new Error('The landing page renders no remote app'));

export function renderLanding(): RenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <App loadRemoteApp={noRemoteOnTheLanding} fixedPath={landingPage.path} />
        </StrictMode>,
      ),
    );
    return { markup, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
