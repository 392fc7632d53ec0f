import { screen, within } from '@testing-library/react';
import { installFakeFetch, renderAt, testUser } from '../../../testing/render-at';
import { PlansPage } from '../plans-page';
import { activePremium, neverSubscribed, plansReply } from './plans-fixtures';

function planCard(name: string) {
  return screen.getByRole('region', { name });
}

describe('the plan cards', () => {
  it('show the Free and Premium prices and features of spec §6 from GET /api/plans', async () => {
    const server = installFakeFetch();
    server.respond('GET /api/plans', plansReply);
    renderAt('/subscription', <PlansPage />, { server });

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription Plans' })).toBeInTheDocument();
    const free = planCard('Free');
    expect(free).toHaveTextContent('$0 /month');
    expect(
      within(free)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['✓20 AI analyses per month', '✓PDF export', '✓Limited premium resources']);
    const premium = planCard('Premium');
    expect(premium).toHaveTextContent('$19.99 /month');
    for (const feature of [
      'Unlimited AI analyses',
      'Advanced triage',
      'Enhanced PDF reports',
      'All premium resources',
      'Priority support',
    ]) {
      expect(within(premium).getByText(feature)).toBeInTheDocument();
    }
    expect(within(premium).getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
  });

  it('fall back to the spec plans when GET /api/plans fails', async () => {
    const server = installFakeFetch();
    server.respond('GET /api/plans', { status: 503, body: 'down' });
    renderAt('/subscription', <PlansPage />, { server });
    await screen.findByRole('button', { name: 'Sign In' });
    expect(planCard('Premium')).toHaveTextContent('$19.99 /month');
    expect(planCard('Free')).toHaveTextContent('20 AI analyses per month');
  });

  it('show prices the server sends', async () => {
    const server = installFakeFetch();
    server.respond('GET /api/plans', {
      body: {
        plans: [
          { ...plansReply.body.plans[0], features: ['Twenty analyses'] },
          { ...plansReply.body.plans[1], priceCents: 2499 },
        ],
      },
    });
    renderAt('/subscription', <PlansPage />, { server });
    expect(await screen.findByText('Twenty analyses')).toBeInTheDocument();
    expect(planCard('Premium')).toHaveTextContent('$24.99 /month');
  });

  it('mark the free plan as current for a signed-in free user', async () => {
    const server = installFakeFetch();
    server.respond('GET /api/plans', plansReply);
    server.respond('GET /api/subscription', { body: neverSubscribed });
    renderAt('/subscription', <PlansPage />, { server, user: testUser });
    expect(await within(planCard('Free')).findByText('Your current plan')).toBeInTheDocument();
    expect(
      within(planCard('Premium')).getByRole('button', { name: 'Upgrade to Premium' }),
    ).toBeInTheDocument();
  });

  it('mark premium as current, without Upgrade, for an active premium user', async () => {
    const server = installFakeFetch();
    server.respond('GET /api/plans', plansReply);
    server.respond('GET /api/subscription', { body: activePremium });
    renderAt('/subscription', <PlansPage />, { server, user: testUser });
    expect(await within(planCard('Premium')).findByText('Your current plan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });
});
