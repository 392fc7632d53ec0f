import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { Button, Page, Spinner, openSignInDialog, useSignedInUser } from '@manan/ui-kit';
import { usePlansQuery } from '../../api/plans-api';
import { useSubscriptionQuery } from '../../api/subscription-api';
import { fallbackPlans } from '../../config/fallback-plans';
import { PlanCard } from './plan-card';
import { SignInPrompt } from './sign-in-prompt';
import { useUpgrade } from './use-upgrade';
import { YourSubscription } from './your-subscription';

const PlanGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const CurrentPlan = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /subscription: the plans, Upgrade, and the signed-in user's subscription (spec §2, §4). */
export function PlansPage() {
  const dispatch = useDispatch();
  const { user, isLoading: authLoading } = useSignedInUser();
  const { data: plans = fallbackPlans } = usePlansQuery();
  const { data: subscription } = useSubscriptionQuery(undefined, { skip: !user });
  const { upgrade, isRedirecting } = useUpgrade(user !== null);
  const isPremium = user !== null && subscription?.tier === 'premium' && subscription.active;
  const isFree = user !== null && subscription !== undefined && !isPremium;

  return (
    <Page title="Subscription Plans" lead="Choose the plan that fits your practice.">
      {!authLoading && !user ? <SignInPrompt onSignIn={() => dispatch(openSignInDialog())} /> : null}
      <PlanGrid>
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan}>
            {plan.id === 'premium' ? (
              isPremium ? (
                <CurrentPlan>Your current plan</CurrentPlan>
              ) : (
                <Button type="button" disabled={isRedirecting} onClick={() => void upgrade()}>
                  {isRedirecting ? 'Redirecting to checkout...' : 'Upgrade to Premium'}
                </Button>
              )
            ) : isFree ? (
              <CurrentPlan>Your current plan</CurrentPlan>
            ) : null}
          </PlanCard>
        ))}
      </PlanGrid>
      {authLoading ? <Spinner label="Checking your sign-in…" /> : user ? <YourSubscription /> : null}
    </Page>
  );
}
