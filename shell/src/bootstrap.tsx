import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prerenderedPathAttribute } from './prerender/prerendered-path';
import { loadRemoteApp } from './lib/federation/load-remote-app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App loadRemoteApp={loadRemoteApp} />
  </StrictMode>
);

// landing.html carries the landing page as the build rendered it, so it is painted before this script
// has arrived: React adopts that markup where it was rendered for this very path, and starts from an
// empty root anywhere else.
if (container.getAttribute(prerenderedPathAttribute) === window.location.pathname) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
