import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner, TriageLevelBadge } from '@manan/ui-kit';
import { useCasesQuery } from '../../api/cases-api';
import { useMonthlyUsage } from '../../api/usage-api';
import { caseTimeOf } from '../../lib/case-time';
import { relativeTime } from '../../lib/relative-time';
import { DashboardCard } from './dashboard-card';
import { usageStateOf } from './usage-state';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Complaint = styled.span`
  display: grid;
  min-width: 0;

  & > strong {
    overflow-wrap: anywhere;
  }

  & > span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

const DisabledLink = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: underline;
  cursor: not-allowed;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function StartFirstAssessment() {
  const { usage } = useMonthlyUsage();
  // Until the usage is known, whether the link may be followed is not known either.
  if (!usage) return <Muted>No recent assessments.</Muted>;
  if (usageStateOf(usage).atLimit) {
    return (
      <>
        <Muted>No recent assessments.</Muted>
        <DisabledLink role="link" aria-disabled="true">
          Start your first assessment
        </DisabledLink>
        <Muted>You have used this month&apos;s free analyses.</Muted>
      </>
    );
  }
  return (
    <>
      <Muted>No recent assessments.</Muted>
      <Link to="/app">Start your first assessment</Link>
    </>
  );
}

/** The user's three latest cases with their badges, each opening in /assessments. */
export function RecentAssessmentsCard() {
  const { data: cases, isLoading, isError } = useCasesQuery();
  const latest = cases?.slice(0, 3) ?? [];
  return (
    <DashboardCard
      title="Recent Assessments"
      actions={latest.length ? <Link to="/assessments">View all assessments</Link> : undefined}
    >
      {isLoading ? <Spinner label="Loading your recent assessments…" /> : null}
      {isError ? <Muted>Could not load your recent assessments.</Muted> : null}
      {!isLoading && !isError && latest.length === 0 ? <StartFirstAssessment /> : null}
      {latest.length ? (
        <List aria-label="Latest assessments">
          {latest.map((summary) => (
            <li key={summary.id}>
              <Item to={`/assessments?case=${encodeURIComponent(summary.id)}`}>
                <Complaint>
                  <strong>{summary.chiefComplaint}</strong>
                  <span>{relativeTime(caseTimeOf(summary))}</span>
                </Complaint>
                <TriageLevelBadge result={summary.result} level={summary.triageLevel} />
              </Item>
            </li>
          ))}
        </List>
      ) : null}
    </DashboardCard>
  );
}
