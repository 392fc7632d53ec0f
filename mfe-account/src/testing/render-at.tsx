import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AuthStatus, PublicUser } from '@manan/contracts';
import { installFakeFetch, type FakeFetch } from '@manan/ui-kit/testing';
import { createMananStore, selectCurrentToast, ThemeRoot } from '@manan/ui-kit';

export { installFakeFetch, type FakeFetch };

export const testUser: PublicUser = {
  id: 'user-1',
  username: 'ada',
  email: 'ada@example.org',
  displayName: 'Ada Lovelace',
  photoURL: null,
};

export function signedIn(user: PublicUser = testUser): AuthStatus {
  return { authenticated: true, user, providers: { google: false } };
}

export const signedOut: AuthStatus = { authenticated: false, providers: { google: false } };

/** Shows where the router is: `screen.getByTestId('location')`. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

export interface RenderAtOptions {
  /** How GET /api/auth/status answers; signed in as testUser unless given. */
  status?: AuthStatus;
  /** The fake server, for tests that answer other calls too. */
  server?: FakeFetch;
}

/** Renders `element` at `path` inside what the shell provides (store, theme and router). */
export function renderAt(
  path: string,
  element: ReactElement,
  { status = signedIn(), server = installFakeFetch() }: RenderAtOptions = {},
) {
  server.respond('GET /api/auth/status', { body: status });
  const store = createMananStore();
  const view = render(
    <Provider store={store}>
      <ThemeRoot>
        <MemoryRouter initialEntries={[path]}>
          {element}
          <LocationProbe />
        </MemoryRouter>
      </ThemeRoot>
    </Provider>,
  );
  return { ...view, server, store, currentToast: () => selectCurrentToast(store.getState()) };
}
