import { screen, waitFor } from '@testing-library/react';
import type { FakeReply } from '@manan/ui-kit/testing';
import {
  authStatus,
  fakeRemote,
  installFakeFetch,
  renderShell,
  testUser,
} from '../../../testing/render-shell';

describe('protected routes', () => {
  it.each(['/app', '/dashboard', '/assessments', '/settings', '/resources'])(
    '%s shows a spinner while authentication loads, then redirects to / when signed out',
    async (path) => {
      let answer: (reply: FakeReply) => void = () => undefined;
      const status = () => new Promise<FakeReply>((resolve) => (answer = resolve));
      const load = jest.fn(async () => fakeRemote('Remote page'));
      const { server } = renderShell(path, load, { server: installFakeFetch(), status });

      expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
      await waitFor(() => expect(server.requests).toHaveLength(1));
      expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
      answer({ body: authStatus() });

      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
      expect(screen.getByRole('heading', { level: 1, name: 'MANAN' })).toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
    },
  );

  it('when the status cannot be fetched, logs it and treats the user as signed out', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell('/dashboard', jest.fn(), {
      server: installFakeFetch(),
      status: async () => ({ networkError: true }),
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(consoleError).toHaveBeenCalledWith(
      'Could not fetch the authentication status:',
      expect.any(String),
    );
    consoleError.mockRestore();
  });

  it('when signed in, renders the remote', async () => {
    renderShell(
      '/dashboard',
      jest.fn(async () => fakeRemote('Dashboard')),
      {
        server: installFakeFetch(),
        status: authStatus({ user: testUser }),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it.each(['/subscription', '/subscription/success', '/subscription/cancel'])(
    '%s is public: it renders signed out',
    async (path) => {
      renderShell(
        path,
        jest.fn(async () => fakeRemote('Billing page')),
        { server: installFakeFetch() },
      );
      expect(await screen.findByRole('heading', { name: 'Billing page' })).toBeInTheDocument();
    },
  );
});
