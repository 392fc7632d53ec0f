import { screen, within } from '@testing-library/react';
import {
  authStatus,
  fakeRemote,
  installFakeFetch,
  renderShell,
  testUser,
} from '../../../testing/render-shell';

const mainNavigation = () => screen.getByRole('navigation', { name: 'Main' });

describe('the Practice link of the main navigation (training mode)', () => {
  it('when signed in, links to /practice beside the Dashboard', async () => {
    renderShell(
      '/dashboard',
      jest.fn(async () => fakeRemote('Dashboard')),
      { server: installFakeFetch(), status: authStatus({ user: testUser }) },
    );
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(within(mainNavigation()).getByRole('link', { name: 'Practice' })).toHaveAttribute(
      'href',
      '/practice',
    );
  });

  it('when signed out, is not offered', async () => {
    renderShell('/', jest.fn(), { server: installFakeFetch(), status: authStatus() });
    await within(mainNavigation()).findByRole('button', { name: 'Sign In' });
    expect(within(mainNavigation()).queryByRole('link', { name: 'Practice' })).toBeNull();
  });
});
