import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from '@manan/ui-kit';
import { installFakeFetch, renderAt } from '../../../testing/render-at';
import { SettingsPage } from '../settings-page';

function renderSettings() {
  const server = installFakeFetch();
  server.respond('GET /api/user/settings', { body: { emailNotifications: true, appNotifications: true } });
  const rendered = renderAt('/settings', <SettingsPage />, { server });
  return { ...rendered, server, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const section = await screen.findByRole('region', { name: 'Delete my account' });
  await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('/settings → Delete my account', () => {
  it('keeps the delete button disabled until the username is typed exactly, then deletes, signs out, toasts and goes to the landing page', async () => {
    const { server, user, store, currentToast } = renderSettings();
    server.respond('POST /api/user/delete', { body: { success: true } });
    const dialog = await openDialog(user);
    const field = within(dialog).getByRole('textbox', { name: 'Username' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('To confirm, type your username: ada');
    expect(confirm).toBeDisabled();

    await user.type(field, 'ad');
    expect(confirm).toBeDisabled();
    await user.type(field, 'a2');
    expect(confirm).toBeDisabled();
    await user.type(field, '{Backspace}');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(server.bodiesOf('POST /api/user/delete')).toEqual([{ username: 'ada' }]);
    expect(currentToast()).toMatchObject({
      title: 'Account Deleted',
      description: 'Your account and everything saved with it have been deleted.',
    });
    expect(authApi.endpoints.authStatus.select()(store.getState()).data).toEqual({
      authenticated: false,
      providers: { google: false },
    });
  });

  it('when the server refuses (the username does not match), then the dialog says why, tied to the field, and nothing else happens', async () => {
    const { server, user, currentToast } = renderSettings();
    server.respond('POST /api/user/delete', {
      status: 400,
      body: {
        error: {
          code: 'ACCOUNT.CONFIRMATION_MISMATCH',
          message: 'The username you typed does not match this account',
        },
      },
    });
    const dialog = await openDialog(user);
    const field = within(dialog).getByRole('textbox', { name: 'Username' });
    await user.type(field, 'ada{Enter}');

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The username you typed does not match this account');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'To confirm, type your username: ada The username you typed does not match this account',
    );
    expect(currentToast()).toMatchObject({ title: 'Account Not Deleted', variant: 'destructive' });
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });

  it('when MANAN cannot be reached, then the dialog says the account was not deleted', async () => {
    const { server, user } = renderSettings();
    server.respond('POST /api/user/delete', { networkError: true });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'ada');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not reach MANAN. Your account was not deleted; please try again.',
    );
  });

  it('while deleting, shows the busy label and disables both buttons', async () => {
    const { server, user } = renderSettings();
    let answer: (() => void) | undefined;
    server.respond(
      'POST /api/user/delete',
      () => new Promise((resolve) => (answer = () => resolve({ body: { success: true } }))),
    );
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'ada');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer?.();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('when cancelled, then nothing is sent, the typed text is cleared and focus returns to the opening button', async () => {
    const { server, user } = renderSettings();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'ada');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const section = screen.getByRole('region', { name: 'Delete my account' });
    expect(within(section).getByRole('button', { name: 'Delete my account' })).toHaveFocus();
    expect(server.bodiesOf('POST /api/user/delete')).toEqual([]);
    const reopened = await openDialog(user);
    expect(within(reopened).getByRole('textbox', { name: 'Username' })).toHaveValue('');
  });
});
