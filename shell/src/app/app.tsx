import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import type { LoadRemoteApp } from '../lib/federation/federation-loader';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export interface AppProps {
  loadRemoteApp: LoadRemoteApp;
  /**
   * Renders this one path instead of following the browser's address: the build renders the landing
   * page to HTML with it (prerender/render-landing.tsx), which the browser then hydrates at that path.
   */
  fixedPath?: string;
}

export function App({ loadRemoteApp, fixedPath }: AppProps) {
  const routes = <AppRoutes />;
  return (
    <AppProvider loadRemoteApp={loadRemoteApp}>
      {fixedPath === undefined ? (
        <BrowserRouter>{routes}</BrowserRouter>
      ) : (
        <MemoryRouter initialEntries={[fixedPath]}>{routes}</MemoryRouter>
      )}
    </AppProvider>
  );
}
