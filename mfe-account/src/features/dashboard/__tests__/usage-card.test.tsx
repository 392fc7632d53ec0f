import { screen } from '@testing-library/react';
import { installFakeFetch, renderAt } from '../../../testing/render-at';
import { UsageCard } from '../usage-card';
import { usageStateOf } from '../usage-state';

function renderUsage(reply: Parameters<ReturnType<typeof installFakeFetch>['respond']>[1]) {
  const server = installFakeFetch();
  server.respond('GET /api/user/subscription', reply);
  return renderAt('/dashboard', <UsageCard />, { server });
}

const gauge = () => screen.findByRole('progressbar', { name: /usage|analyses/i });

describe('the usage gauge (spec §4)', () => {
  it('at 79% of the limit a free user sees the plain gauge, without a warning', async () => {
    renderUsage({ body: { used: 79, limit: 100, isPremium: false } });
    expect(await gauge()).toHaveAttribute('aria-valuenow', '79');
    expect(await gauge()).toHaveAttribute('data-tone', 'normal');
    expect(screen.queryByText("You're approaching your monthly limit.")).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade Now' })).not.toBeInTheDocument();
  });

  it('at 80% the gauge turns amber and warns that the limit is near', async () => {
    renderUsage({ body: { used: 16, limit: 20, isPremium: false } });
    expect(await gauge()).toHaveAttribute('data-tone', 'warning');
    expect(await gauge()).toHaveAttribute('aria-valuenow', '80');
    expect(screen.getByText("You're approaching your monthly limit.")).toBeInTheDocument();
    expect(screen.getByText('16 / 20')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade Now' })).not.toBeInTheDocument();
  });

  it('at the limit it is red, says the limit is reached and offers Upgrade Now', async () => {
    renderUsage({ body: { used: 20, limit: 20, isPremium: false } });
    expect(await gauge()).toHaveAttribute('data-tone', 'reached');
    expect(await gauge()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText("You've reached your monthly limit!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/subscription');
  });

  it('over the limit the percent is capped at 100 and the reached state stays', async () => {
    renderUsage({ body: { used: 23, limit: 20, isPremium: false } });
    expect(await gauge()).toHaveAttribute('aria-valuenow', '100');
    expect(await gauge()).toHaveAttribute('data-tone', 'reached');
    expect(screen.getByText('23 / 20')).toBeInTheDocument();
  });

  it('premium shows 100% in gold with Premium Usage and the count Used', async () => {
    renderUsage({ body: { used: 42, limit: null, isPremium: true } });
    expect(await gauge()).toHaveAttribute('data-tone', 'premium');
    expect(await gauge()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('heading', { name: 'Premium Usage' })).toBeInTheDocument();
    expect(screen.getByText('42 Used')).toBeInTheDocument();
    expect(screen.queryByText(/monthly limit/)).not.toBeInTheDocument();
  });

  it('when the usage cannot be fetched it falls back to 0 of 20, not premium (spec §7)', async () => {
    renderUsage({ status: 500, statusText: 'Internal Server Error', body: 'boom' });
    expect(await gauge()).toHaveAttribute('aria-valuenow', '0');
    expect(await gauge()).toHaveAttribute('data-tone', 'normal');
    expect(screen.getByText('0 / 20')).toBeInTheDocument();
  });

  it('never rounds a free user below 80% up into the warning', () => {
    expect(usageStateOf({ used: 159, limit: 200, isPremium: false })).toMatchObject({
      percent: 79,
      tone: 'normal',
    });
  });
});
