import styled from 'styled-components';
import { Page } from '@manan/ui-kit';
import { ButtonLink } from '../../components/button-link';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
`;

/** /subscription/cancel: where the checkout returns when the user leaves without paying. */
export function CheckoutCancelledPage() {
  return (
    <Page
      title="Checkout cancelled — you have not been charged"
      lead="Your plan has not changed. You can upgrade to Premium whenever you are ready."
    >
      <Actions>
        <ButtonLink to="/subscription">Back to subscription plans</ButtonLink>
        <ButtonLink to="/" $variant="secondary">
          Home
        </ButtonLink>
      </Actions>
    </Page>
  );
}
