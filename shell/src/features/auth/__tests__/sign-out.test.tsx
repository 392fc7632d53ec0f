import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authStatus,
  fakeRemote,
  installFakeFetch,
  renderShell,
  testUser,
} from '../../../testing/render-shell';

const user = userEvent.setup();

async function openAccountMenu() {
  await user.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
  return screen.findByRole('menu');
}

describe('signing out from the navigation', () => {
  it('ends the session: Session Ended toast, back to /, Sign In offered again', async () => {
    const server = installFakeFetch();
    let signedIn = true;
    server.respond('POST /api/logout', () => {
      signedIn = false;
      return { body: { success: true } };
    });
    renderShell(
      '/dashboard',
      jest.fn(async () => fakeRemote('Dashboard')),
      {
        server,
        status: async () => ({ body: authStatus({ user: signedIn ? testUser : null }) }),
      },
    );
    await screen.findByRole('heading', { name: 'Dashboard' });
    await openAccountMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByText('Session Ended')).toBeInTheDocument();
    expect(
      screen.getByText('You have been securely logged out of the Medical Assistant.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it.each([
    ['the server text', { status: 400, body: 'No session' }, 'No session'],
    ['"Logout failed" when the body is empty', { status: 500, body: '' }, 'Logout failed'],
    [
      '"An error occurred during logout" on a network error',
      { networkError: true },
      'An error occurred during logout',
    ],
  ])('when it fails, shows %s in the Logout Failed toast', async (_case, reply, message) => {
    const server = installFakeFetch();
    server.respond('POST /api/logout', reply);
    renderShell('/', jest.fn(), { server, status: authStatus({ user: testUser }) });
    await openAccountMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Logout Failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('the account menu links to the account pages', async () => {
    renderShell('/', jest.fn(), { server: installFakeFetch(), status: authStatus({ user: testUser }) });
    await openAccountMenu();
    for (const [name, href] of [
      ['Settings', '/settings'],
      ['Previous Assessments', '/assessments'],
      ['Subscription Plans', '/subscription'],
    ]) {
      expect(screen.getByRole('menuitem', { name })).toHaveAttribute('href', href);
    }
  });
});
