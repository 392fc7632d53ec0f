import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner, displayNameOf, useSignedInUser } from '@manan/ui-kit';
import { useMonthlyUsage } from '../../api/usage-api';
import { LinkButton } from '../../components/link-button';
import { SignedOutNotice } from '../../components/signed-out-notice';
import { DashboardCard } from './dashboard-card';
import { RecentAssessmentsCard } from './recent-assessments-card';
import { UsageCard } from './usage-card';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  & h1 {
    margin: 0;
  }

  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  display: grid;

  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
  }

  ${({ theme }) => theme.media.desktop} {
    grid-column: span 2;
  }
`;

const FullWidth = styled.div`
  display: grid;
  grid-column: 1 / -1;
`;

function SubscriptionCard() {
  const { usage } = useMonthlyUsage();
  const premium = usage?.isPremium ?? false;
  return (
    <DashboardCard
      title="Subscription Plans"
      description={
        premium
          ? 'You are on Premium: unlimited analyses and all premium resources.'
          : 'Free plan: 20 analyses a month. Premium removes the limit.'
      }
      actions={
        <LinkButton to="/subscription" $variant={premium ? 'secondary' : 'primary'}>
          {premium ? 'View Plan' : 'Upgrade to Premium'}
        </LinkButton>
      }
    />
  );
}

/**
 * /dashboard: the welcome, usage, recent assessments and the ways on to the other pages. Its avatar
 * menu (spec §2) is the shell header's, so the page shows one menu and adds none of its own. The app
 * passes in the training-progress card (another feature, which this one does not import).
 */
export function DashboardPage({ trainingProgress }: { trainingProgress?: ReactNode } = {}) {
  const headingId = useId();
  const { user, isLoading } = useSignedInUser();
  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <div>
          <h1 id={headingId}>Dashboard</h1>
          <p>Your overview and usage.</p>
        </div>
      </Header>
      {isLoading ? <Spinner label="Loading your dashboard…" /> : null}
      {!isLoading && !user ? <SignedOutNotice text="Please sign in to view your dashboard." /> : null}
      {user ? (
        <Grid>
          <Wide>
            <DashboardCard
              title={`Welcome, ${displayNameOf(user)}`}
              description="Enter a new patient case for an AI triage analysis, or review the cases you have already assessed."
              actions={
                <>
                  <LinkButton to="/app">Start New Assessment</LinkButton>
                  <LinkButton to="/assessments" $variant="secondary">
                    View Previous Assessments
                  </LinkButton>
                </>
              }
            />
          </Wide>
          <UsageCard />
          <Wide>
            <RecentAssessmentsCard />
          </Wide>
          <SubscriptionCard />
          {trainingProgress ? <FullWidth>{trainingProgress}</FullWidth> : null}
          <DashboardCard
            title="Account Settings"
            description="Your profile and notification preferences."
            actions={
              <LinkButton to="/settings" $variant="secondary">
                Manage Settings
              </LinkButton>
            }
          />
          <DashboardCard
            title="Assessment History"
            description="Every case you have analysed, with its triage level, analysis and PDF export."
            actions={
              <LinkButton to="/assessments" $variant="secondary">
                View History
              </LinkButton>
            }
          />
          <DashboardCard
            title="Medical Resources"
            description="Guidelines, specialty references and training for clinical practice."
            actions={
              <LinkButton to="/resources" $variant="secondary">
                Browse Resources
              </LinkButton>
            }
          />
        </Grid>
      ) : null}
    </Section>
  );
}
