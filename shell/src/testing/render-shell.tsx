import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AuthStatus, PublicUser } from '@manan/contracts';
import { installFakeFetch, type FakeFetch, type FakeReply } from '@manan/ui-kit/testing';
import { AppProvider } from '../app/provider';
import { createAppStore } from '../app/store';
import { AppRoutes } from '../app/router';
import type { LoadRemoteApp } from '../lib/federation/federation-loader';
// The shell loads the toaster and the account menu lazily. Loaded here, with the harness, a test's first
// toast or menu takes milliseconds, not the seconds jest needs to transform Radix on first use.
import '../app/layout/toaster';
import '../features/auth/account-menu';

export { installFakeFetch, type FakeFetch };

export const testUser: PublicUser = {
  id: 'user-1',
  username: 'ada',
  email: 'ada@example.org',
  displayName: 'Ada Lovelace',
  photoURL: null,
};

export function authStatus({
  user = null,
  google = false,
}: { user?: PublicUser | null; google?: boolean } = {}): AuthStatus {
  return user
    ? { authenticated: true, user, providers: { google } }
    : { authenticated: false, providers: { google } };
}

/** Shows where the router is, so a test can read the URL: `screen.getByTestId('location')`. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

export interface RenderShellOptions {
  /** How GET /api/auth/status answers: signed out, Google not configured, unless given. */
  status?: AuthStatus | (() => Promise<FakeReply>);
  /** The fake server, for tests that answer other calls too. */
  server?: FakeFetch;
}

/** Renders the shell's routes at `path`, loading remotes with `loadRemoteApp`, against a fake server. */
export function renderShell(
  path: string,
  loadRemoteApp: LoadRemoteApp,
  { status = authStatus(), server = installFakeFetch() }: RenderShellOptions = {},
) {
  server.respond('GET /api/auth/status', typeof status === 'function' ? status : { body: status });
  const store = createAppStore();
  return {
    server,
    store,
    ...render(
      <AppProvider loadRemoteApp={loadRemoteApp} store={store}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </AppProvider>,
    ),
  };
}

/** A stand-in for a remote's exposed App. */
export function fakeRemote(text: string) {
  return function FakeRemote() {
    return <h1>{text}</h1>;
  };
}
