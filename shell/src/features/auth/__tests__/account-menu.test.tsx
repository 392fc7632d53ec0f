import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authStatus,
  fakeRemote,
  installFakeFetch,
  renderShell,
  testUser,
} from '../../../testing/render-shell';

const user = userEvent.setup();

describe('the account menu on /dashboard (spec §2 avatar dropdown)', () => {
  it('is shown once, with the name, email, the three account pages and Log out', async () => {
    renderShell(
      '/dashboard',
      jest.fn(async () => fakeRemote('Dashboard')),
      { server: installFakeFetch(), status: authStatus({ user: testUser }) },
    );
    await screen.findByRole('heading', { name: 'Dashboard' });

    const triggers = screen.getAllByRole('button', { name: /account menu/ });
    expect(triggers).toHaveLength(1);
    await user.click(triggers[0]!);

    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Ada Lovelace');
    expect(menu).toHaveTextContent('ada@example.org');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Settings', 'Previous Assessments', 'Subscription Plans', 'Log out']);
  });
});
