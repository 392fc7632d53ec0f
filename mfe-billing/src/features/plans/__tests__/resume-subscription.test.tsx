import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, installFakeFetch, renderAt, testUser } from '../../../testing/render-at';
import { PlansPage } from '../plans-page';
import { activePremium, canceledPremium, plansReply } from './plans-fixtures';

/** /subscription for a user who cancelled; `resumeOnServer` makes GET /api/subscription renew again. */
function setUp() {
  const server = installFakeFetch();
  let current = canceledPremium;
  server.respond('GET /api/plans', plansReply);
  server.respond('GET /api/subscription', () => ({ body: current }));
  const view = renderAt('/subscription', <PlansPage />, { server, user: testUser });
  return { ...view, server, resumeOnServer: () => (current = activePremium) };
}

const yourSubscription = () => screen.findByRole('region', { name: 'Your Subscription' });

describe('Resume subscription', () => {
  it('by keyboard: turns auto-renew back on, toasts when it renews, and Cancel Subscription is available again', async () => {
    const user = userEvent.setup();
    const { server, resumeOnServer } = setUp();
    server.respond('POST /api/resume-subscription', () => {
      resumeOnServer();
      return { body: activePremium };
    });
    const section = await yourSubscription();
    const resume = await within(section).findByRole('button', { name: 'Resume subscription' });
    expect(resume).toHaveAccessibleDescription(/will not renew/);

    resume.focus();
    await user.keyboard('{Enter}');
    expect(await findToast('Subscription Resumed')).toHaveTextContent(
      'Auto-renew is on again: your Premium subscription renews on June 5, 2026.',
    );
    expect(server.bodiesOf('POST /api/resume-subscription')).toEqual([{}]);
    await waitFor(() => expect(section).toHaveTextContent('Auto-renewOn'));
    expect(section).toHaveTextContent('Next billing dateJune 5, 2026');
    expect(within(section).queryByRole('button', { name: 'Resume subscription' })).toBeNull();
    expect(within(section).getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
  });

  it('while the request runs, the button says Resuming... and is disabled', async () => {
    const { server } = setUp();
    server.respond('POST /api/resume-subscription', () => new Promise(() => undefined));
    await userEvent.click(
      await within(await yourSubscription()).findByRole('button', { name: 'Resume subscription' }),
    );
    const busy = await screen.findByRole('button', { name: 'Resuming...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  });

  it.each([
    [
      404,
      { error: { code: 'BILLING.NOTHING_TO_RESUME', message: 'No active subscription to resume' } },
      'No active subscription to resume',
    ],
    [502, 'Bad Gateway', 'Failed to resume subscription'],
  ])(
    'when the server answers %i, toasts its error or the fallback and the subscription stays cancelled',
    async (status, body, text) => {
      const { server } = setUp();
      server.respond('POST /api/resume-subscription', { status, body });
      const section = await yourSubscription();
      await userEvent.click(await within(section).findByRole('button', { name: 'Resume subscription' }));
      expect(await findToast('Resume Failed')).toHaveTextContent(text);
      expect(section).toHaveTextContent('Auto-renewOff');
      expect(within(section).getByRole('button', { name: 'Resume subscription' })).toBeEnabled();
    },
  );
});
