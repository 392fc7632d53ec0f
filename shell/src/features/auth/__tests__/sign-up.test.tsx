import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, testUser, type FakeFetch } from '../../../testing/render-shell';
import { fillSignUp, heldReply, openDialog, signInOnSuccess } from '../../../testing/sign-in-dialog-driver';

const user = userEvent.setup();

describe('signing up', () => {
  let server: FakeFetch;
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    server = installFakeFetch();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it.each([
    ['no username', { username: '' }, 'Please fill in all fields'],
    ['no email', { email: '' }, 'Please fill in all fields'],
    ['no password', { password: '', confirm: '' }, 'Please fill in all fields'],
    ['no confirmation', { confirm: '' }, 'Please fill in all fields'],
    ['passwords that differ', { password: 'secret1', confirm: 'secret2' }, 'Passwords do not match'],
    [
      'a 5-character password',
      { password: 'abcde', confirm: 'abcde' },
      'Password must be at least 6 characters long',
    ],
    ['an email without a dot', { email: 'ada@example' }, 'Please enter a valid email address'],
    ['an email with a space', { email: 'ada lovelace@example.org' }, 'Please enter a valid email address'],
  ])('with %s, says the §5 message and does not call the server', async (_case, values, message) => {
    const { dialog } = await openDialog(server);
    const form = await fillSignUp(dialog, values);
    await user.click(within(form).getByRole('button', { name: 'Sign Up' }));
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-describedby', alert.id);
    expect(server.bodiesOf('POST /api/register')).toEqual([]);
  });

  it('clears the error on any edit', async () => {
    const { dialog } = await openDialog(server);
    const form = await fillSignUp(dialog, { confirm: 'secret2' });
    await user.click(within(form).getByRole('button', { name: 'Sign Up' }));
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Username'), 'x');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('while creating the account, says "Creating account..." and disables the fields', async () => {
    const held = heldReply({ status: 201, body: testUser });
    server.respond('POST /api/register', held.handler);
    const { dialog } = await openDialog(server);
    const form = await fillSignUp(dialog);
    await user.click(within(form).getByRole('button', { name: 'Sign Up' }));
    expect(await within(form).findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(within(form).getByLabelText('Email')).toBeDisabled();
    expect(within(form).getByLabelText('Confirm password')).toBeDisabled();
    held.release();
  });

  it('on success, sends username, password and email, closes, toasts and goes to /app', async () => {
    const status = signInOnSuccess(server, 'POST /api/register', { status: 201, body: testUser });
    const { dialog } = await openDialog(server, status);
    const form = await fillSignUp(dialog);
    await user.click(within(form).getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
    expect(screen.getByText('Your Medical Assistant account has been created.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/app'));
    expect(server.bodiesOf('POST /api/register')).toEqual([
      { username: 'ada', password: 'secret1', email: 'ada@example.org' },
    ]);
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url.endsWith('/api/auth/status'))).toHaveLength(2),
    );
  });

  it.each([
    ['the server text', { status: 409, body: 'Username already taken' }, 'Username already taken'],
    ['"Registration failed" when the body is empty', { status: 400, body: '' }, 'Registration failed'],
    [
      'the limit of accounts per network',
      {
        status: 429,
        headers: { 'retry-after': '1800' },
        body: 'Too many accounts were created from your network. Please try again later.',
      },
      'Too many accounts were created from your network. Please try again later.',
    ],
    [
      'that the server is busy when the password hasher is full',
      {
        status: 429,
        headers: { 'retry-after': '2' },
        body: 'The server is busy. Please try again in a few seconds.',
      },
      'The server is busy. Please try again in a few seconds.',
    ],
    [
      '"An error occurred during registration" on a network error',
      { networkError: true },
      'An error occurred during registration',
    ],
  ])(
    'on failure, shows %s in the form and in the Registration Failed toast',
    async (_case, reply, message) => {
      server.respond('POST /api/register', reply);
      const { dialog } = await openDialog(server);
      const form = await fillSignUp(dialog);
      await user.click(within(form).getByRole('button', { name: 'Sign Up' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
      expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
      expect(within(form).getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    },
  );
});
