import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply } from '@manan/ui-kit/testing';
import { authStatus, renderShell, testUser, type FakeFetch, type RenderShellOptions } from './render-shell';

// Drives the sign-in dialog the way a user does, for the dialog's tests.

const user = userEvent.setup();

/** Opens the dialog from the navigation; the returned helpers look inside it. */
export async function openDialog(server: FakeFetch, status: RenderShellOptions['status'] = authStatus()) {
  const rendered = renderShell('/', jest.fn(), { server, status });
  await user.click(await screen.findByRole('button', { name: 'Sign In' }));
  const dialog = await screen.findByRole('dialog', { name: 'Welcome to MANAN' });
  return { ...rendered, dialog };
}

export function submitButton(dialog: HTMLElement, name: string) {
  return within(dialog).getByRole('button', { name });
}

export async function fillSignIn(dialog: HTMLElement, username: string, password: string) {
  const form = within(dialog).getByRole('form', { name: 'Sign in' });
  if (username) await user.type(within(form).getByLabelText('Username'), username);
  if (password) await user.type(within(form).getByLabelText('Password'), password);
  return form;
}

export async function fillSignUp(
  dialog: HTMLElement,
  { username = 'ada', email = 'ada@example.org', password = 'secret1', confirm = 'secret1' } = {},
) {
  await user.click(within(dialog).getByRole('tab', { name: 'Sign Up' }));
  const form = within(dialog).getByRole('form', { name: 'Sign up' });
  if (username) await user.type(within(form).getByLabelText('Username'), username);
  if (email) await user.type(within(form).getByLabelText('Email'), email);
  if (password) await user.type(within(form).getByLabelText('Password'), password);
  if (confirm) await user.type(within(form).getByLabelText('Confirm password'), confirm);
  return form;
}

/** A server reply held back until `release()`, to look at the busy state. */
export function heldReply(reply: FakeReply) {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    handler: async () => {
      await gate;
      return reply;
    },
    release: () => release(),
  };
}

/** A server whose status says signed in once `POST path` has succeeded with `reply`, as svc-auth's does. */
export function signInOnSuccess(
  server: FakeFetch,
  route: string,
  reply: FakeReply,
): RenderShellOptions['status'] {
  let signedIn = false;
  server.respond(route, () => {
    signedIn = true;
    return reply;
  });
  return async () => ({ body: authStatus({ user: signedIn ? testUser : null }) });
}
