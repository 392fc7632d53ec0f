import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeStyles } from '@manan/ui-kit';
import { RemoteAppsProvider } from '../components/remote-area/remote-apps-context';
import type { LoadRemoteApp } from '../lib/federation/federation-loader';
import { createAppStore, type AppStore } from './store';

export interface AppProviderProps {
  loadRemoteApp: LoadRemoteApp;
  /** A test's own store; the app creates one. */
  store?: AppStore;
  children: ReactNode;
}

/** Everything the shell and the remotes render inside: the store, the theme and the remote loader. */
export function AppProvider({ loadRemoteApp, store: givenStore, children }: AppProviderProps) {
  const [store] = useState(() => givenStore ?? createAppStore());
  return (
    <Provider store={store}>
      <ThemeStyles>
        <RemoteAppsProvider load={loadRemoteApp}>{children}</RemoteAppsProvider>
      </ThemeStyles>
    </Provider>
  );
}
