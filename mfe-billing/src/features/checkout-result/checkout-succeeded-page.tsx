import { Link } from 'react-router-dom';
import { Page } from '@manan/ui-kit';

export function CheckoutSucceededPage() {
  return (
    <Page title="Subscription confirmed" lead="Thank you. Your payment was received.">
      <p>
        <Link to="/subscription">Back to subscription plans</Link>
      </p>
    </Page>
  );
}
