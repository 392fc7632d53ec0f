import { screen, within } from '@testing-library/react';
import type { FakeReply } from '@manan/ui-kit/testing';
import { authStatus, installFakeFetch, renderShell, testUser } from '../../../testing/render-shell';

const mainNavigation = () => screen.getByRole('navigation', { name: 'Main' });

/** A status answer held back until the test lets it go. */
function heldStatus(body: ReturnType<typeof authStatus>) {
  let release = () => {};
  const answer = new Promise<FakeReply>((resolve) => (release = () => resolve({ body })));
  return { answer: () => answer, release: () => release() };
}

/**
 * The landing page is painted from HTML rendered at build time, before the session is known (issue 15):
 * until it is, the account item offers nothing, so a signed-in user is never shown Sign In.
 */
describe('the account item of the main navigation while the session is not known yet', () => {
  it('when the status has not answered, then neither Sign In nor an account menu is offered', async () => {
    const status = heldStatus(authStatus({ user: testUser }));
    renderShell('/', jest.fn(), { server: installFakeFetch(), status: status.answer });
    await screen.findByRole('heading', { level: 1, name: 'MANAN' });
    expect(within(mainNavigation()).queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(within(mainNavigation()).queryByRole('button', { name: /account menu/ })).toBeNull();

    status.release();
    await within(mainNavigation()).findByRole('link', { name: 'Dashboard' });
    expect(within(mainNavigation()).queryByRole('button', { name: 'Sign In' })).toBeNull();
  });

  it('when the status answers signed out, then Sign In is offered', async () => {
    const status = heldStatus(authStatus());
    renderShell('/', jest.fn(), { server: installFakeFetch(), status: status.answer });
    await screen.findByRole('heading', { level: 1, name: 'MANAN' });
    expect(within(mainNavigation()).queryByRole('button', { name: 'Sign In' })).toBeNull();
    status.release();
    expect(await within(mainNavigation()).findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
