import { useEffect, useId } from 'react';
import styled from 'styled-components';
import type { SubscriptionDetails } from '@manan/contracts';
import { Button, Card, Spinner, useToast } from '@manan/ui-kit';
import { useSubscriptionQuery } from '../../api/subscription-api';
import { PremiumBadge } from '../../components/premium-badge';
import { formatDate, formatStatus } from '../../lib/format';
import { billingToasts } from './billing-toasts';
import { CancelSubscription } from './cancel-subscription';
import { ResumeSubscription } from './resume-subscription';

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  margin: 0;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  }

  & > dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > dd {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-variant-numeric: tabular-nums;
  }

  ${({ theme }) => theme.media.tablet} {
    & > dd {
      margin: 0;
    }
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;

  & > h2 {
    margin: 0;
  }
  & p {
    margin: 0;
  }
`;

const Notice = styled.p`
  padding: ${({ theme }) => theme.space(1.5)};
  border-left: 4px solid ${({ theme }) => theme.premium.background};
  background: ${({ theme }) => theme.premium.subtleSurface};
  border-radius: ${({ theme }) => theme.radii.small};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.errorText};
  font-weight: 600;
`;

/** Never subscribed: the server's free view has no dates to show. */
function hasSubscriptionHistory(
  subscription: SubscriptionDetails | undefined,
): subscription is SubscriptionDetails {
  return Boolean(subscription && (subscription.tier === 'premium' || subscription.startDate));
}

function SubscriptionFacts({ subscription }: { subscription: SubscriptionDetails }) {
  const noticeId = useId();
  const premium = subscription.tier === 'premium';
  const premiumAndActive = premium && subscription.active;
  const endsAtPeriodEnd = premiumAndActive && !subscription.autoRenew;
  return (
    <>
      <Details>
        <dt>Status</dt>
        <dd>{formatStatus(subscription.status)}</dd>
        <dt>Tier</dt>
        <dd>{premium ? <PremiumBadge>Premium</PremiumBadge> : 'Free'}</dd>
        <dt>Start date</dt>
        <dd>{formatDate(subscription.startDate)}</dd>
        <dt>End date</dt>
        <dd>{formatDate(subscription.endDate)}</dd>
        <dt>Auto-renew</dt>
        <dd>{subscription.autoRenew ? 'On' : 'Off'}</dd>
        <dt>Next billing date</dt>
        <dd>{formatDate(subscription.stripeDetails.nextBillingDate)}</dd>
      </Details>
      {endsAtPeriodEnd ? (
        <Notice id={noticeId}>
          Your subscription has been canceled and will not renew. You keep Premium until{' '}
          {formatDate(subscription.endDate)}. Resume it to keep Premium after that date.
        </Notice>
      ) : null}
      {premiumAndActive ? (
        <Actions>
          {endsAtPeriodEnd ? <ResumeSubscription describedBy={noticeId} /> : null}
          <CancelSubscription alreadyCanceledNoticeId={endsAtPeriodEnd ? noticeId : undefined} />
        </Actions>
      ) : null}
    </>
  );
}

/** 'Your Subscription' for a signed-in user (spec §2, §4). */
export function YourSubscription() {
  const headingId = useId();
  const toast = useToast();
  const { data, isLoading, isError, refetch } = useSubscriptionQuery();

  useEffect(() => {
    if (isError) toast(billingToasts.fetchFailed);
  }, [isError, toast]);

  let body;
  if (isLoading) body = <Spinner label="Loading your subscription…" />;
  else if (isError)
    body = (
      <>
        <ErrorText role="alert">Failed to fetch subscription data</ErrorText>
        <Button type="button" $variant="secondary" onClick={() => void refetch()}>
          Retry
        </Button>
      </>
    );
  else if (hasSubscriptionHistory(data)) body = <SubscriptionFacts subscription={data} />;
  else
    body = (
      <>
        <p>No subscription information available.</p>
        <p>You are on the Free plan.</p>
      </>
    );

  return (
    <Card aria-labelledby={headingId}>
      <Stack>
        <h2 id={headingId}>Your Subscription</h2>
        {body}
      </Stack>
    </Card>
  );
}
