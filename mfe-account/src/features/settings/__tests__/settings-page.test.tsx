import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, renderAt, signedOut } from '../../../testing/render-at';
import { SettingsPage } from '../settings-page';

describe('/settings', () => {
  it('shows the profile and the two switches as saved, and saves changes with the success toast', async () => {
    const user = userEvent.setup();
    const server = installFakeFetch();
    server.respond('GET /api/user/settings', { body: { emailNotifications: true, appNotifications: false } });
    server.respond('POST /api/user/settings', (request) => ({ body: JSON.parse(String(request.body)) }));
    const { currentToast } = renderAt('/settings', <SettingsPage />, { server });

    expect(await screen.findByText('ada@example.org')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
    const email = await screen.findByRole('switch', { name: 'Email Notifications' });
    const app = screen.getByRole('switch', { name: 'App Notifications' });
    expect(email).toBeChecked();
    expect(app).not.toBeChecked();
    expect(email).toHaveAccessibleDescription('Receive case analysis updates via email');
    expect(app).toHaveAccessibleDescription('Receive in-app notifications and alerts');

    await user.click(app);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Success',
        description: 'Your notification preferences have been updated',
      }),
    );
    expect(server.bodiesOf('POST /api/user/settings')).toEqual([
      { emailNotifications: true, appNotifications: true },
    ]);
  });

  it("on a load failure says 'Could not load notification settings' and raises the §8 toast", async () => {
    const server = installFakeFetch();
    server.respond('GET /api/user/settings', { status: 500, statusText: 'Internal Server Error' });
    const { currentToast } = renderAt('/settings', <SettingsPage />, { server });
    expect(await screen.findByText('Could not load notification settings')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(currentToast()).toMatchObject({
      title: 'Error',
      description: 'Could not load your notification settings',
      variant: 'destructive',
    });
  });

  it('on a save failure raises the save-failure toast', async () => {
    const user = userEvent.setup();
    const server = installFakeFetch();
    server.respond('GET /api/user/settings', {
      body: { emailNotifications: false, appNotifications: false },
    });
    server.respond('POST /api/user/settings', { status: 503, statusText: 'Service Unavailable' });
    const { currentToast } = renderAt('/settings', <SettingsPage />, { server });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error',
        description: 'Could not save your notification preferences',
      }),
    );
  });

  it('signed out, asks the visitor to sign in', async () => {
    renderAt('/settings', <SettingsPage />, { status: signedOut });
    expect(await screen.findByText('Please sign in to access your settings.')).toBeInTheDocument();
  });
});
