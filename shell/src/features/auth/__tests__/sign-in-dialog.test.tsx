import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, type FakeFetch } from '../../../testing/render-shell';
import { fillSignIn, openDialog, submitButton } from '../../../testing/sign-in-dialog-driver';

const user = userEvent.setup();

describe('the sign-in dialog', () => {
  let server: FakeFetch;
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    server = installFakeFetch();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('has the title, the Google button, both tabs, a password toggle and the terms notice', async () => {
    const { dialog } = await openDialog(server);
    expect(within(dialog).getByRole('button', { name: /Continue with Google/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      'https://manan.health/terms',
    );
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://manan.health/privacy',
    );

    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('moves focus into the dialog and returns it to the opener on Escape', async () => {
    const { dialog } = await openDialog(server);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus());
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { dialog } = await openDialog(server);
    within(dialog).getByRole('tab', { name: 'Sign In' }).focus();
    await user.keyboard('{ArrowRight}');
    const signUp = within(dialog).getByRole('tab', { name: 'Sign Up' });
    expect(signUp).toHaveFocus();
    expect(signUp).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('form', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('when the dialog is closed and opened again, then the fields and the error are gone', async () => {
    const { dialog } = await openDialog(server);
    await fillSignIn(dialog, 'ada', '');
    await user.click(submitButton(dialog, 'Sign In'));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByLabelText('Username')).toHaveValue('');
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
  });
});
