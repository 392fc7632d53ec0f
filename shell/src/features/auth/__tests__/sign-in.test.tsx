import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, testUser, type FakeFetch } from '../../../testing/render-shell';
import {
  fillSignIn,
  heldReply,
  openDialog,
  signInOnSuccess,
  submitButton,
} from '../../../testing/sign-in-dialog-driver';

const user = userEvent.setup();

describe('signing in', () => {
  let server: FakeFetch;
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    server = installFakeFetch();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it.each([
    ['', ''],
    ['ada', ''],
    ['', 'secret1'],
  ])(
    'with username %j and password %j, says "Please fill in all fields", tied to the fields, without calling the server',
    async (username, password) => {
      const { dialog } = await openDialog(server);
      await fillSignIn(dialog, username, password);
      await user.click(submitButton(dialog, 'Sign In'));
      const alert = within(dialog).getByRole('alert');
      expect(alert).toHaveTextContent('Please fill in all fields');
      expect(within(dialog).getByLabelText('Username')).toHaveAttribute('aria-describedby', alert.id);
      expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
      expect(server.bodiesOf('POST /api/login')).toEqual([]);
    },
  );

  it('clears the error on any edit', async () => {
    const { dialog } = await openDialog(server);
    await user.click(submitButton(dialog, 'Sign In'));
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'x');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).not.toHaveAttribute('aria-describedby');
  });

  it('while signing in, says "Signing in..." and disables every field and button', async () => {
    const held = heldReply({ body: testUser });
    server.respond('POST /api/login', held.handler);
    const { dialog } = await openDialog(server);
    await fillSignIn(dialog, 'ada', 'secret1');
    await user.click(submitButton(dialog, 'Sign In'));

    expect(await within(dialog).findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Username')).toBeDisabled();
    expect(within(dialog).getByLabelText('Password')).toBeDisabled();
    expect(within(dialog).getByRole('tab', { name: 'Sign Up' })).toBeDisabled();
    held.release();
  });

  it('on success, closes the dialog, shows the toast, goes to /app and fetches the status again', async () => {
    const status = signInOnSuccess(server, 'POST /api/login', { body: testUser });
    const { dialog } = await openDialog(server, status);
    await fillSignIn(dialog, 'ada', 'secret1');
    await user.click(submitButton(dialog, 'Sign In'));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Authentication Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to the Medical Assistant.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/app'));
    expect(server.bodiesOf('POST /api/login')).toEqual([{ username: 'ada', password: 'secret1' }]);
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url.endsWith('/api/auth/status'))).toHaveLength(2),
    );
  });

  it.each([
    [
      'the server text',
      { status: 401, body: 'Invalid username or password' },
      'Invalid username or password',
    ],
    [
      '"Login failed" when the body is empty',
      { status: 500, statusText: 'Internal Server Error', body: '' },
      'Login failed',
    ],
    [
      '"An error occurred during login" on a network error',
      { networkError: true },
      'An error occurred during login',
    ],
  ])('on failure, shows %s in the form and in the Login Failed toast', async (_case, reply, message) => {
    server.respond('POST /api/login', reply);
    const { dialog } = await openDialog(server);
    await fillSignIn(dialog, 'ada', 'wrong-password');
    await user.click(submitButton(dialog, 'Sign In'));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(submitButton(dialog, 'Sign In')).toBeEnabled();
    expect(within(dialog).getByLabelText('Username')).toBeEnabled();
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
