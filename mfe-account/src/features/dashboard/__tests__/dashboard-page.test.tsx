import { screen } from '@testing-library/react';
import { renderAt } from '../../../testing/render-at';
import { DashboardPage } from '../dashboard-page';

describe('the dashboard page', () => {
  it('adds no account menu of its own: the shell header shows the one avatar menu', async () => {
    renderAt('/dashboard', <DashboardPage />);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /account menu/ })).not.toBeInTheDocument();
  });
});
