import '../../testing/jsdom-polyfills';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ThemeRoot } from '../../theme/theme-root';
import { Toaster } from '../../primitives/toaster';
import { createMananStore } from '../create-store';
import { showToast } from '../toast-slice';

function renderToaster() {
  const store = createMananStore();
  const onAction = jest.fn();
  render(
    <Provider store={store}>
      <ThemeRoot>
        <Toaster onAction={onAction} />
      </ThemeRoot>
    </Provider>,
  );
  return { store, onAction };
}

describe('the toast slot', () => {
  afterEach(() => jest.useRealTimers());

  it('shows at most one toast: a new one replaces the one on screen', () => {
    const { store } = renderToaster();
    act(() => {
      store.dispatch(showToast({ title: 'Analysis Complete', description: 'AI has analyzed the case.' }));
    });
    expect(screen.getByText('Analysis Complete')).toBeInTheDocument();
    act(() => {
      store.dispatch(showToast({ title: 'Error', description: 'Analysis failed', variant: 'destructive' }));
    });
    expect(screen.queryByText('Analysis Complete')).not.toBeInTheDocument();
    expect(screen.getByText('Analysis failed')).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('closes a toast after its duration (5000 ms unless told otherwise)', () => {
    jest.useFakeTimers();
    const { store } = renderToaster();
    act(() => {
      store.dispatch(showToast({ title: 'Session Ended' }));
    });
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Session Ended')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Session Ended')).not.toBeInTheDocument();
    expect(store.getState().toasts.current).toBeNull();
  });

  it('offers the action button, which navigates to its path', async () => {
    const { store, onAction } = renderToaster();
    act(() => {
      store.dispatch(
        showToast({
          title: 'Subscription Limit Reached',
          description: "You've reached your monthly analysis limit. Please upgrade to premium.",
          variant: 'destructive',
          action: { label: 'Upgrade', to: '/subscription' },
        }),
      );
    });
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(onAction).toHaveBeenCalledWith('/subscription');
  });

  it('lets the user dismiss a toast', async () => {
    const { store } = renderToaster();
    act(() => {
      store.dispatch(showToast({ title: 'PDF Generated' }));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('PDF Generated')).not.toBeInTheDocument();
  });
});
