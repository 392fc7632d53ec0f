import { Card, Spinner, buttonStyles, type ButtonVariant } from '@manan/ui-kit';
import type { PracticeProgress } from '@manan/contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePracticeProgress } from '../../api/practice-progress-api';
import { AccuracyPlot } from './accuracy-plot';
import { ByGroupTable, ByLevelTable } from './progress-breakdown';
import { days, percent } from './progress-format';
import { RecentAttempts } from './recent-attempts';

const Body = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
  p {
    margin: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
`;

const PracticeLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  div {
    display: grid;
    gap: ${({ theme }) => theme.space(0.25)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h2};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  dd small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
    font-weight: 400;
  }
`;

const Under = styled.dd`
  color: ${({ theme }) => theme.colors.errorText};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Tables = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Disclosure = styled.details`
  summary {
    padding: ${({ theme }) => theme.space(1.25)} 0;
    cursor: pointer;
    font-weight: 600;
  }
`;

function Progress({ progress }: { progress: PracticeProgress }) {
  return (
    <>
      <Stats aria-label="Practice totals">
        <div>
          <dt>Attempts</dt>
          <dd data-testid="progress-attempts">{progress.attempts}</dd>
        </div>
        <div>
          <dt>Exact</dt>
          <dd data-testid="progress-exact-rate">{percent(progress.exactRate)}</dd>
        </div>
        <div>
          <dt>Under-triaged</dt>
          <Under data-testid="progress-under-rate">{percent(progress.underRate)}</Under>
        </div>
        <div>
          <dt>Streak</dt>
          <dd data-testid="progress-streak">
            {days(progress.streak.current)}
            <small>best {days(progress.streak.best)}</small>
          </dd>
        </div>
      </Stats>
      <Columns>
        <section aria-labelledby="training-accuracy-heading">
          <h3 id="training-accuracy-heading">Accuracy over time</h3>
          <AccuracyPlot daily={progress.daily} />
        </section>
        <Tables>
          <ByLevelTable byLevel={progress.byLevel} />
          <ByGroupTable byGroup={progress.byGroup} />
        </Tables>
      </Columns>
      <Disclosure>
        <summary>Last {progress.recent.length} attempts</summary>
        <RecentAttempts recent={progress.recent} />
      </Disclosure>
    </>
  );
}

/** The dashboard's "Training progress": how the trainee's committed triage compares with the reference. */
export function TrainingProgressCard() {
  const { data: progress, isLoading, isError } = usePracticeProgress();
  const practised = Boolean(progress && progress.attempts > 0);
  return (
    <Body aria-labelledby="training-progress-heading" data-testid="training-progress">
      <Head>
        <h2 id="training-progress-heading">Training progress</h2>
        {practised ? (
          <PracticeLink to="/practice" $variant="secondary">
            Practise
          </PracticeLink>
        ) : null}
      </Head>
      {isLoading ? <Spinner label="Loading your training progress…" /> : null}
      {isError ? <Muted>Could not load your training progress.</Muted> : null}
      {progress && !practised ? (
        <>
          <Muted>
            You have not practised yet. Commit your own triage on a teaching case, then see where it differs
            from the reference answer.
          </Muted>
          <p>
            <PracticeLink to="/practice">Start practising</PracticeLink>
          </p>
        </>
      ) : null}
      {progress && practised ? <Progress progress={progress} /> : null}
    </Body>
  );
}
