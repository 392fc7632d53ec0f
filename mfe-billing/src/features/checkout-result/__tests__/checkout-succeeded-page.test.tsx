import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectSignInDialogOpen } from '@manan/ui-kit';
import { findToast, installFakeFetch, renderAt, testUser } from '../../../testing/render-at';
import { CheckoutSucceededPage } from '../checkout-succeeded-page';

function setUp(
  reply: Parameters<ReturnType<typeof installFakeFetch>['respond']>[1],
  path = '/subscription/success?session_id=cs_123',
) {
  const server = installFakeFetch();
  server.respond('POST /api/update-subscription-from-session', reply);
  return renderAt(path, <CheckoutSucceededPage />, { server, user: testUser });
}

describe('/subscription/success', () => {
  it('activates once from session_id (even in StrictMode), then toasts Subscription Activated', async () => {
    const { server } = setUp({ body: { status: 'active' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription Successful' })).toBeInTheDocument();

    expect(await findToast('Subscription Activated')).toHaveTextContent(
      'Your premium subscription is now active!',
    );
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(server.bodiesOf('POST /api/update-subscription-from-session')).toEqual([{ sessionId: 'cs_123' }]);
    expect(screen.getByRole('link', { name: 'Go to the triage tool' })).toHaveAttribute('href', '/app');
  });

  it('first shows the Subscription Successful toast while activating', async () => {
    setUp(() => new Promise(() => undefined));
    expect(await findToast('Subscription Successful')).toBeInTheDocument();
    expect(await screen.findByText('Activating your subscription…')).toBeInTheDocument();
  });

  it('when activation answers pending activation, then it toasts Subscription Activated and shows that status', async () => {
    setUp({ body: { status: 'pending activation' } });
    expect(await findToast('Subscription Activated')).toHaveTextContent(
      'Your premium subscription is now active!',
    );
    expect(await screen.findByText('Pending activation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the triage tool' })).toHaveAttribute('href', '/app');
  });

  it.each([
    [402, { error: 'The payment for this checkout failed' }],
    [409, { error: 'This checkout is not complete' }],
    [502, 'Bad Gateway'],
  ])('when activation answers %i, shows Subscription Update Error', async (status, body) => {
    setUp({ status, body });
    expect(await findToast('Subscription Update Error')).toHaveTextContent(
      'There was an issue updating your subscription status. Please contact support.',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Subscription Update Error');
    expect(screen.getByRole('link', { name: 'View subscription plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('without session_id, says so and links to the plans without calling the server', async () => {
    const { server } = setUp({ body: { status: 'active' } }, '/subscription/success');
    expect(screen.getByRole('heading', { level: 1, name: 'No checkout to confirm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View subscription plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await screen.findByRole('link', { name: 'View subscription plans' });
    expect(server.bodiesOf('POST /api/update-subscription-from-session')).toEqual([]);
  });

  it('when signed out, offers the sign-in dialog instead of activating', async () => {
    const server = installFakeFetch();
    const { store } = renderAt('/subscription/success?session_id=cs_9', <CheckoutSucceededPage />, {
      server,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(selectSignInDialogOpen(store.getState())).toBe(true);
    expect(server.bodiesOf('POST /api/update-subscription-from-session')).toEqual([]);
  });
});
