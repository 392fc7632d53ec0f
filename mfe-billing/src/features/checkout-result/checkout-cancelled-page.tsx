import { Link } from 'react-router-dom';
import { Page } from '@manan/ui-kit';

export function CheckoutCancelledPage() {
  return (
    <Page title="Checkout cancelled" lead="No payment was taken.">
      <p>
        <Link to="/subscription">Back to subscription plans</Link>
      </p>
    </Page>
  );
}
