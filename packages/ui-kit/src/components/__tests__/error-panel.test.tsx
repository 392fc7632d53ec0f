import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../../theme/theme-root';
import { ErrorPanel } from '../error-panel';

describe('ErrorPanel', () => {
  it('announces the problem and calls onRetry when Retry is pressed', async () => {
    const onRetry = jest.fn();
    render(
      <ThemeRoot>
        <ErrorPanel title="Something failed" message="Try again." onRetry={onRetry} />
      </ThemeRoot>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Something failed');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no Retry button without onRetry', () => {
    render(
      <ThemeRoot>
        <ErrorPanel title="Gone" />
      </ThemeRoot>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
