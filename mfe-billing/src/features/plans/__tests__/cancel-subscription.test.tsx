import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, installFakeFetch, renderAt, testUser } from '../../../testing/render-at';
import { PlansPage } from '../plans-page';
import { activePremium, canceledPremium, plansReply } from './plans-fixtures';

const confirmation =
  'Are you sure you want to cancel your subscription? You will still have access until the end of your billing period.';

function setUp() {
  const server = installFakeFetch();
  let current = activePremium;
  server.respond('GET /api/plans', plansReply);
  server.respond('GET /api/subscription', () => ({ body: current }));
  const view = renderAt('/subscription', <PlansPage />, { server, user: testUser });
  return { ...view, cancelOnServer: () => (current = canceledPremium) };
}

async function openConfirmation() {
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(confirmation);
  return dialog;
}

function subscriptionCalls(server: ReturnType<typeof installFakeFetch>) {
  return server.requests.filter((request) => new URL(request.url).pathname === '/api/subscription').length;
}

describe('Cancel Subscription', () => {
  it('asks for confirmation; Keep Subscription closes without cancelling', async () => {
    const { server } = setUp();
    const dialog = await openConfirmation();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.bodiesOf('POST /api/cancel-subscription')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toHaveFocus();
  });

  it('when confirmed, cancels, toasts Subscription Canceled and refreshes the subscription', async () => {
    const { server, cancelOnServer } = setUp();
    server.respond('POST /api/cancel-subscription', () => {
      cancelOnServer();
      return { body: canceledPremium };
    });
    const dialog = await openConfirmation();
    const callsBefore = subscriptionCalls(server);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Subscription' }));

    expect(await findToast('Subscription Canceled')).toHaveTextContent(
      'Your subscription has been canceled but will remain active until the end of the billing period.',
    );
    expect(server.bodiesOf('POST /api/cancel-subscription')).toEqual([{}]);
    expect(await screen.findByText(/You keep Premium until June 5, 2026/)).toBeInTheDocument();
    expect(subscriptionCalls(server)).toBe(callsBefore + 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeInTheDocument();
  });

  it.each([
    [
      404,
      { error: { code: 'BILLING.NO_ACTIVE_SUBSCRIPTION', message: 'No active subscription to cancel' } },
      'No active subscription to cancel',
    ],
    [500, 'oops', 'Failed to cancel subscription'],
  ])('when the server answers %i, toasts its error or the fallback', async (status, body, text) => {
    const { server } = setUp();
    server.respond('POST /api/cancel-subscription', { status, body });
    const dialog = await openConfirmation();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Subscription' }));
    expect(await findToast('Cancellation Failed')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });
});
