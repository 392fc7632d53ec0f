import { screen, within } from '@testing-library/react';
import { findToast, installFakeFetch, renderAt, testUser } from '../../../testing/render-at';
import { PlansPage } from '../plans-page';
import { activePremium, canceledPremium, neverSubscribed, plansReply } from './plans-fixtures';

function setUp(
  subscriptionReply: Parameters<ReturnType<typeof installFakeFetch>['respond']>[1],
  user = testUser,
) {
  const server = installFakeFetch();
  server.respond('GET /api/plans', plansReply);
  server.respond('GET /api/subscription', subscriptionReply);
  return renderAt('/subscription', <PlansPage />, { server, user });
}

describe('Your Subscription', () => {
  it('is not shown to visitors, and the subscription is not asked for', async () => {
    const { server } = setUp({ body: neverSubscribed }, null as never);
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByRole('heading', { name: 'Your Subscription' })).not.toBeInTheDocument();
    expect(server.requests.map((request) => new URL(request.url).pathname)).not.toContain(
      '/api/subscription',
    );
  });

  it('says there is no subscription information for a user who never subscribed', async () => {
    setUp({ body: neverSubscribed });
    const section = await screen.findByRole('region', { name: 'Your Subscription' });
    expect(await within(section).findByText('No subscription information available.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('shows status, tier, dates, auto-renew and the next billing date of an active premium subscription', async () => {
    setUp({ body: activePremium });
    const section = await screen.findByRole('region', { name: 'Your Subscription' });
    await within(section).findByText('Active');
    const details = within(section).getAllByRole('definition')[0]!.parentElement!;
    expect(details).toHaveTextContent('StatusActive');
    expect(details).toHaveTextContent('TierPremium');
    expect(details).toHaveTextContent('Start dateMay 5, 2026');
    expect(details).toHaveTextContent('End dateJune 5, 2026');
    expect(details).toHaveTextContent('Auto-renewOn');
    expect(details).toHaveTextContent('Next billing dateJune 5, 2026');
    expect(within(section).getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('after cancelling, still premium and active: says premium lasts until the period end, shows Cancel Subscription (nothing left to cancel) and offers Resume subscription', async () => {
    setUp({ body: canceledPremium });
    const section = await screen.findByRole('region', { name: 'Your Subscription' });
    const notice = await within(section).findByText(/You keep Premium until June 5, 2026/);
    expect(section).toHaveTextContent('Auto-renewOff');
    expect(section).toHaveTextContent('Next billing date—');
    const cancel = within(section).getByRole('button', { name: 'Cancel Subscription' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(notice.textContent!);
    expect(within(section).getByRole('button', { name: 'Resume subscription' })).toBeEnabled();
  });

  it('while premium renews by itself, there is no Resume subscription', async () => {
    setUp({ body: activePremium });
    const section = await screen.findByRole('region', { name: 'Your Subscription' });
    expect(await within(section).findByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
    expect(within(section).queryByRole('button', { name: 'Resume subscription' })).toBeNull();
  });

  it('says Failed to fetch subscription data when the call fails, in the page and a toast', async () => {
    setUp({ status: 500, statusText: 'Internal Server Error', body: 'boom' });
    const section = await screen.findByRole('region', { name: 'Your Subscription' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to fetch subscription data');
    expect(await findToast('Error')).toHaveTextContent('Failed to fetch subscription data');
    expect(within(section).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
