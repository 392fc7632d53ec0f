import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, ErrorPanel, Page, Spinner, openSignInDialog, useSignedInUser } from '@manan/ui-kit';
import { ButtonLink } from '../../components/button-link';
import { PremiumBadge } from '../../components/premium-badge';
import { useActivation, type ActivationState } from './use-activation';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Status = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;

  & p {
    margin: 0;
  }
`;

function ActivationStatus({ state }: { state: Exclude<ActivationState, 'activating' | 'failed'> }) {
  return (
    <Status aria-label="Subscription status">
      <p>
        Status:{' '}
        {state === 'active' ? (
          <>
            <strong>Active</strong> <PremiumBadge>Premium</PremiumBadge>
          </>
        ) : (
          <strong>Pending activation</strong>
        )}
      </p>
      <p>
        {state === 'active'
          ? 'Your premium subscription is now active! Unlimited analyses are ready for you.'
          : 'Your payment was received. Your subscription is pending activation and will be ready in a few moments.'}
      </p>
      <Actions>
        <ButtonLink to="/app">Go to the triage tool</ButtonLink>
        <ButtonLink to="/subscription" $variant="secondary">
          View your subscription
        </ButtonLink>
      </Actions>
    </Status>
  );
}

function Activation({ sessionId }: { sessionId: string }) {
  const dispatch = useDispatch();
  const { user, isLoading } = useSignedInUser();
  const state = useActivation(sessionId, user !== null);

  if (isLoading) return <Spinner label="Checking your sign-in…" />;
  if (!user)
    return (
      <Status>
        <p>Please sign in to finish activating your subscription.</p>
        <Button type="button" onClick={() => dispatch(openSignInDialog())}>
          Sign In
        </Button>
      </Status>
    );
  if (state === 'activating') return <Spinner label="Activating your subscription…" />;
  if (state === 'failed')
    return (
      <>
        <ErrorPanel
          title="Subscription Update Error"
          message="There was an issue updating your subscription status. Please contact support."
        />
        <Actions>
          <ButtonLink to="/subscription">View subscription plans</ButtonLink>
          <ButtonLink to="/app" $variant="secondary">
            Go to the triage tool
          </ButtonLink>
        </Actions>
      </>
    );
  return <ActivationStatus state={state} />;
}

/** /subscription/success?session_id=…: where the checkout returns after payment. */
export function CheckoutSucceededPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id')?.trim() || null;

  if (!sessionId)
    return (
      <Page
        title="No checkout to confirm"
        lead="This page confirms a payment, but the link has no checkout session. If you have paid, your subscription appears on the plans page."
      >
        <Actions>
          <ButtonLink to="/subscription">View subscription plans</ButtonLink>
        </Actions>
      </Page>
    );

  return (
    <Page title="Subscription Successful" lead="Thank you for subscribing to MANAN Premium.">
      <Activation sessionId={sessionId} />
    </Page>
  );
}
