import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fillCaseForm } from '../../../testing/fill-case-form';
import { chestPainCase } from '../../../testing/fixtures';
import { installFakeFetch, renderTriage, type FakeFetch } from '../../../testing/render-triage';
import { CaseForm } from '../case-form';

describe('a failed analysis', () => {
  let fakeFetch: FakeFetch;
  beforeEach(() => {
    fakeFetch = installFakeFetch();
  });

  const analyze = (onToastAction = jest.fn()) => {
    const view = renderTriage(<CaseForm onAnalyzed={jest.fn()} />, { onToastAction });
    fillCaseForm(chestPainCase);
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Case' }));
    return view;
  };

  it('when the monthly limit is reached (402), then the toast offers Upgrade to /subscription', async () => {
    const message = "You've reached your monthly limit of 20 analyses. Please upgrade to premium.";
    fakeFetch.respond('POST /api/analyze', {
      status: 402,
      body: { error: { code: 'QUOTA.MONTHLY_LIMIT_REACHED', message }, message },
    });
    const onToastAction = jest.fn();
    const { currentToast } = analyze(onToastAction);

    await screen.findByText('Subscription Limit Reached');
    expect(currentToast()).toMatchObject({
      title: 'Subscription Limit Reached',
      description: message,
      variant: 'destructive',
      action: { label: 'Upgrade', to: '/subscription' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(onToastAction).toHaveBeenCalledWith('/subscription');
    expect(screen.queryByTestId('analysis-progress-label')).toBeNull();
  });

  it('when the 402 has the monthly-limit code, then the upgrade is offered whatever the words', async () => {
    const message = 'This month is used up.';
    fakeFetch.respond('POST /api/analyze', {
      status: 402,
      body: { error: { code: 'QUOTA.MONTHLY_LIMIT_REACHED', message }, message },
    });
    const { currentToast } = analyze(jest.fn());
    await screen.findByText('Subscription Limit Reached');
    expect(currentToast()).toMatchObject({ description: message, action: { label: 'Upgrade' } });
  });

  it('when a 402 has another code, then it is an error toast with the server message and no upgrade', async () => {
    const message = 'Please upgrade: the payment failed.';
    fakeFetch.respond('POST /api/analyze', {
      status: 402,
      body: { error: { code: 'BILLING.PAYMENT_FAILED', message }, message },
    });
    const { currentToast } = analyze(jest.fn());
    await screen.findByText(message);
    expect(currentToast()).toMatchObject({ title: 'Error', description: message });
    expect(currentToast()).not.toHaveProperty('action');
  });

  it('when a 402 has no message, then the default limit message is shown', async () => {
    fakeFetch.respond('POST /api/analyze', { status: 402, body: '' });
    const { currentToast } = analyze();
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Subscription Limit Reached',
        description: "You've reached your monthly analysis limit. Please upgrade to premium.",
      }),
    );
  });

  it("when the server fails, then the toast is 'Error' / 'Analysis failed'", async () => {
    fakeFetch.respond('POST /api/analyze', {
      status: 500,
      statusText: 'Internal Server Error',
      body: 'boom',
    });
    const { currentToast } = analyze();
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Error', description: 'Analysis failed' }),
    );
    expect(currentToast()?.action).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Analyze Case' })).toBeEnabled();
  });

  it('when the network fails, then the toast asks to try again', async () => {
    fakeFetch.respond('POST /api/analyze', { networkError: true });
    const { currentToast } = analyze();
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to analyze the case. Please try again.',
      }),
    );
  });
});
