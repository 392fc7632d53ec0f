import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSignInDialog } from '@manan/ui-kit';
import { sendBrowserTo } from '../../../lib/browser-location';
import { authStatus, installFakeFetch, testUser, type FakeFetch } from '../../../testing/render-shell';
import { openDialog } from '../../../testing/sign-in-dialog-driver';
import { renderShell } from '../../../testing/render-shell';

jest.mock('../../../lib/browser-location', () => ({ sendBrowserTo: jest.fn() }));

const user = userEvent.setup();

describe('Continue with Google', () => {
  let server: FakeFetch;
  beforeEach(() => {
    server = installFakeFetch();
    jest.mocked(sendBrowserTo).mockClear();
  });

  it('when Google is not configured, is disabled with an explanation', async () => {
    const { dialog } = await openDialog(server, authStatus({ google: false }));
    const button = within(dialog).getByRole('button', { name: 'Continue with Google' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Google sign-in is not available on this server/);
  });

  it('when Google is configured, sends the browser to /api/auth/google with a timestamp and says "Connecting..."', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const { dialog } = await openDialog(server, authStatus({ google: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(sendBrowserTo).toHaveBeenCalledWith('/api/auth/google?t=1700000000000');
    expect(within(dialog).getByRole('button', { name: 'Connecting...' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Username')).toBeDisabled();
    jest.mocked(Date.now).mockRestore();
  });

  it('when already signed in, shows the Already Authenticated toast instead of leaving', async () => {
    const { store } = renderShell('/', jest.fn(), {
      server,
      status: authStatus({ user: testUser, google: true }),
    });
    await screen.findByRole('button', { name: /Ada Lovelace/ });
    act(() => {
      store.dispatch(openSignInDialog());
    });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(sendBrowserTo).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Already Authenticated')).toBeInTheDocument();
    expect(
      screen.getByText('You are already signed in to your Medical Assistant account.'),
    ).toBeInTheDocument();
  });
});
