import { screen } from '@testing-library/react';
import { renderAt } from '../../testing/render-at';
import BillingApp from '../billing-app';

describe('BillingApp', () => {
  it.each([
    ['/subscription', 'Subscription Plans'],
    ['/subscription/success', 'No checkout to confirm'],
    ['/subscription/cancel', 'Checkout cancelled — you have not been charged'],
  ])('renders %s with the heading %s inside its marked root', async (path, heading) => {
    renderAt(path, <BillingApp />);
    expect(screen.getByTestId('remote-billing')).toContainElement(
      await screen.findByRole('heading', { level: 1, name: heading }),
    );
  });
});
