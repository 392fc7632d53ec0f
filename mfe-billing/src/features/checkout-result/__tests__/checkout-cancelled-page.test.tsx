import { screen } from '@testing-library/react';
import { renderAt } from '../../../testing/render-at';
import { CheckoutCancelledPage } from '../checkout-cancelled-page';

describe('/subscription/cancel', () => {
  it('says the checkout was cancelled without a charge, with a way back to the plans', () => {
    renderAt('/subscription/cancel', <CheckoutCancelledPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Checkout cancelled — you have not been charged' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to subscription plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });
});
