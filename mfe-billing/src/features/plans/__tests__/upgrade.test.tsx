import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectSignInDialogOpen } from '@manan/ui-kit';
import { sendBrowserTo } from '../../../lib/browser-location';
import { findToast, installFakeFetch, renderAt, testUser } from '../../../testing/render-at';
import { PlansPage } from '../plans-page';
import { neverSubscribed, plansReply } from './plans-fixtures';

jest.mock('../../../lib/browser-location', () => ({ sendBrowserTo: jest.fn() }));

const sendBrowserToMock = jest.mocked(sendBrowserTo);

function setUp(user: typeof testUser | null) {
  const server = installFakeFetch();
  server.respond('GET /api/plans', plansReply);
  server.respond('GET /api/subscription', { body: neverSubscribed });
  return renderAt('/subscription', <PlansPage />, { server, user });
}

beforeEach(() => sendBrowserToMock.mockReset());

describe('Upgrade', () => {
  it('when signed out, toasts Authentication Required with a Login button to /', async () => {
    const { server } = setUp(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }));

    const toast = await findToast('Authentication Required');
    expect(toast).toHaveTextContent('Please log in to subscribe to Premium');
    expect(server.bodiesOf('POST /api/create-checkout-session')).toEqual([]);
    await userEvent.click(within(toast).getByRole('button', { name: 'Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('when signed out, Sign In on the page opens the shell sign-in dialog', async () => {
    const { store } = setUp(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(selectSignInDialogOpen(store.getState())).toBe(true);
  });

  it('when signed in, creates a checkout session and sends the browser to its URL', async () => {
    const { server } = setUp(testUser);
    server.respond('POST /api/create-checkout-session', { body: { url: '/billing/sandbox/checkout/cs_1' } });
    await screen.findByText('Your current plan');
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));

    await waitFor(() => expect(sendBrowserToMock).toHaveBeenCalledWith('/billing/sandbox/checkout/cs_1'));
    expect(server.bodiesOf('POST /api/create-checkout-session')).toEqual([{}]);
    expect(screen.getByRole('button', { name: 'Redirecting to checkout...' })).toBeDisabled();
  });

  it.each([
    [
      409,
      {
        error: {
          code: 'BILLING.ALREADY_PREMIUM',
          message: 'You already have an active premium subscription',
        },
      },
      'You already have an active premium subscription',
    ],
    [
      502,
      { error: { code: 'BILLING.CHECKOUT_FAILED', message: 'Failed to create checkout session' } },
      'Failed to create checkout session',
    ],
    [500, 'Internal Server Error', 'Failed to start checkout process'],
  ])(
    'when the checkout answers %i, toasts the server message or the fallback',
    async (status, body, text) => {
      const { server } = setUp(testUser);
      server.respond('POST /api/create-checkout-session', { status, body });
      await screen.findByText('Your current plan');
      await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));

      expect(await findToast('Checkout Failed')).toHaveTextContent(text);
      expect(sendBrowserToMock).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
    },
  );

  it('when the session has expired (401), asks the user to log in', async () => {
    const { server } = setUp(testUser);
    server.respond('POST /api/create-checkout-session', {
      status: 401,
      body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Sign in first' } },
    });
    await screen.findByText('Your current plan');
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(await findToast('Authentication Required')).toBeInTheDocument();
  });
});
