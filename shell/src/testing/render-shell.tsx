import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import type { LoadRemoteApp } from '../lib/federation/federation-loader';

/** Renders the shell's routes at `path`, loading remotes with `loadRemoteApp`. */
export function renderShell(path: string, loadRemoteApp: LoadRemoteApp) {
  return render(
    <AppProvider loadRemoteApp={loadRemoteApp}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
}

/** A stand-in for a remote's exposed App. */
export function fakeRemote(text: string) {
  return function FakeRemote() {
    return <h1>{text}</h1>;
  };
}
