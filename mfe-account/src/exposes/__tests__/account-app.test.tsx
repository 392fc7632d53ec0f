import { screen } from '@testing-library/react';
import { renderAt } from '../../testing/render-at';
import AccountApp from '../account-app';

describe('AccountApp', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/assessments', 'Previous Assessments'],
    ['/settings', 'Settings'],
    ['/resources', 'Medical Resources'],
  ])('renders %s with the heading %s inside its marked root', (path, heading) => {
    renderAt(path, <AccountApp />);
    expect(screen.getByTestId('remote-account')).toContainElement(
      screen.getByRole('heading', { level: 1, name: heading }),
    );
  });
});
