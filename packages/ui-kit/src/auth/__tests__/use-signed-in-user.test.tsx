import '../../testing/jsdom-polyfills';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AuthStatus, PublicUser } from '@manan/contracts';
import { authApi } from '../../api/auth-api';
import { installFakeFetch, type FakeReply } from '../../testing/fake-fetch';
import { createMananStore } from '../../store/create-store';
import { displayNameOf, useSignedInUser } from '../use-signed-in-user';

const ada: PublicUser = {
  id: 'user-1',
  username: 'ada',
  email: 'ada@example.org',
  displayName: 'Ada Lovelace',
  photoURL: null,
};

const signedIn: AuthStatus = { authenticated: true, user: ada, providers: { google: false } };
const signedOut: AuthStatus = { authenticated: false, providers: { google: false } };

/** Renders the hook against a fake server whose status answers are released by the test. */
function renderSignedInUser() {
  const server = installFakeFetch();
  const pending: Array<(reply: FakeReply) => void> = [];
  server.respond('GET /api/auth/status', () => new Promise<FakeReply>((resolve) => pending.push(resolve)));
  const store = createMananStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const view = renderHook(() => useSignedInUser(), { wrapper });
  /** Answers the oldest unanswered status request. */
  const answer = async (reply: FakeReply) => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    await act(async () => pending.shift()?.(reply));
  };
  const refetchStatus = () => act(() => void store.dispatch(authApi.util.invalidateTags(['Auth'])));
  return { ...view, answer, refetchStatus };
}

describe('useSignedInUser (spec §4)', () => {
  it('is loading until the status answers, then gives the signed-in user', async () => {
    const { result, answer } = renderSignedInUser();
    expect(result.current).toEqual({ user: null, isLoading: true });
    await answer({ body: signedIn });
    await waitFor(() => expect(result.current).toEqual({ user: ada, isLoading: false }));
  });

  it('gives no user when nobody is signed in', async () => {
    const { result, answer } = renderSignedInUser();
    await answer({ body: signedOut });
    await waitFor(() => expect(result.current).toEqual({ user: null, isLoading: false }));
  });

  it('gives no user when the status cannot be fetched, and logs why', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { result, answer } = renderSignedInUser();
      await answer({ networkError: true });
      await waitFor(() => expect(result.current).toEqual({ user: null, isLoading: false }));
      expect(consoleError).toHaveBeenCalledWith(
        'Could not fetch the authentication status:',
        expect.any(String),
      );
    } finally {
      consoleError.mockRestore();
    }
  });

  it('stays loading while the status is fetched again with nobody signed in (just after sign-in)', async () => {
    const { result, answer, refetchStatus } = renderSignedInUser();
    await answer({ body: signedOut });
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    refetchStatus();
    await waitFor(() => expect(result.current).toEqual({ user: null, isLoading: true }));
    await answer({ body: signedIn });
    await waitFor(() => expect(result.current).toEqual({ user: ada, isLoading: false }));
  });

  it('keeps the signed-in user, not loading, while the status is fetched again', async () => {
    const { result, answer, refetchStatus } = renderSignedInUser();
    await answer({ body: signedIn });
    await waitFor(() => expect(result.current.user).toEqual(ada));

    refetchStatus();
    expect(result.current).toEqual({ user: ada, isLoading: false });
    await answer({ body: signedIn });
  });
});

describe('displayNameOf', () => {
  it('is the display name, else the username', () => {
    expect(displayNameOf(ada)).toBe('Ada Lovelace');
    expect(displayNameOf({ ...ada, displayName: '  ' })).toBe('ada');
  });
});
