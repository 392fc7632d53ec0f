import { BrowserRouter } from 'react-router-dom';
import type { LoadRemoteApp } from '../lib/federation/federation-loader';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App({ loadRemoteApp }: { loadRemoteApp: LoadRemoteApp }) {
  return (
    <AppProvider loadRemoteApp={loadRemoteApp}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
