import styled from 'styled-components';
import { Spinner } from '@manan/ui-kit';
import { useMonthlyUsage } from '../../api/usage-api';
import { LinkButton } from '../../components/link-button';
import { DashboardCard } from './dashboard-card';
import { UsageGauge, warningTextColor } from './usage-gauge';
import { usageStateOf, type UsageTone } from './usage-state';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Figures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  font-variant-numeric: tabular-nums;
`;

const Count = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.h2};
  font-weight: 700;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Message = styled.p<{ $tone: UsageTone }>`
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'reached' ? theme.colors.errorText : warningTextColor)};
`;

/** The usage statistics card: the gauge, the count and, near or at the limit, a warning. */
export function UsageCard() {
  const { usage } = useMonthlyUsage();
  if (!usage) {
    return (
      <DashboardCard title="Usage Statistics">
        <Spinner label="Loading your usage…" />
      </DashboardCard>
    );
  }
  const state = usageStateOf(usage);
  const premium = state.tone === 'premium';
  return (
    <DashboardCard
      title={premium ? 'Premium Usage' : 'Usage Statistics'}
      actions={state.tone === 'reached' ? <LinkButton to="/subscription">Upgrade Now</LinkButton> : undefined}
    >
      <Row>
        <UsageGauge
          percent={state.percent}
          tone={state.tone}
          label={premium ? 'Premium usage' : 'Monthly analyses used'}
        />
        <Figures data-testid="usage-figures">
          {premium ? (
            <>
              <Count>{usage.used} Used</Count>
              <Muted>Unlimited analyses this month</Muted>
            </>
          ) : (
            <>
              <Count>
                {usage.used} / {usage.limit}
              </Count>
              <Muted>analyses used this month</Muted>
            </>
          )}
        </Figures>
      </Row>
      {state.message ? (
        <Message $tone={state.tone} role="status">
          {state.message}
        </Message>
      ) : null}
    </DashboardCard>
  );
}
