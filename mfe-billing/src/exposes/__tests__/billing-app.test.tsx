import { screen } from '@testing-library/react';
import { renderAt } from '../../testing/render-at';
import BillingApp from '../billing-app';

describe('BillingApp', () => {
  it.each([
    ['/subscription', 'Subscription Plans'],
    ['/subscription/success', 'Subscription confirmed'],
    ['/subscription/cancel', 'Checkout cancelled'],
  ])('renders %s with the heading %s inside its marked root', (path, heading) => {
    renderAt(path, <BillingApp />);
    expect(screen.getByTestId('remote-billing')).toContainElement(
      screen.getByRole('heading', { level: 1, name: heading }),
    );
  });
});
