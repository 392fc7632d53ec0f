import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import type { PublicUser } from '@manan/contracts';
import { ThemeRoot, Toaster, createMananStore } from '@manan/ui-kit';
import { installFakeFetch, type FakeFetch } from '@manan/ui-kit/testing';

export { installFakeFetch, type FakeFetch };

export const testUser: PublicUser = {
  id: 'user-1',
  username: 'ada',
  email: 'ada@example.org',
  displayName: 'Ada Lovelace',
  photoURL: null,
};

/** Shows where the router is, so a test can read the URL: `screen.getByTestId('location')`. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

function RoutedToaster() {
  const navigate = useNavigate();
  return <Toaster onAction={(to) => void navigate(to)} />;
}

export interface RenderAtOptions {
  /** Who GET /api/auth/status says is signed in (nobody unless given). */
  user?: PublicUser | null;
  /** The fake server, for tests that answer other calls too. */
  server?: FakeFetch;
}

/**
 * Renders `element` at `path` inside what the shell provides (store, theme, router and the toast
 * slot), in StrictMode as the shell runs, against a fake server.
 */
export function renderAt(path: string, element: ReactElement, { user = null, server }: RenderAtOptions = {}) {
  const fakeServer = server ?? installFakeFetch();
  fakeServer.respond('GET /api/auth/status', {
    body: user
      ? { authenticated: true, user, providers: { google: false } }
      : { authenticated: false, providers: { google: false } },
  });
  const store = createMananStore();
  return {
    server: fakeServer,
    store,
    ...render(
      <StrictMode>
        <Provider store={store}>
          <ThemeRoot>
            <MemoryRouter initialEntries={[path]}>
              {element}
              <RoutedToaster />
              <LocationProbe />
            </MemoryRouter>
          </ThemeRoot>
        </Provider>
      </StrictMode>,
    ),
  };
}

/** The toast on screen whose title is `title` (Radix renders it as a list item). */
export function findToast(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = screen
      .queryAllByText(title, { exact: true })
      .map((element) => element.closest('li'))
      .find((item) => item !== null);
    if (!toast) throw new Error(`No toast titled '${title}'`);
    return toast;
  });
}
