import { esiLabel, type PracticeComparison } from '@manan/contracts';
import { Button, Card } from '@manan/ui-kit';
import { forwardRef } from 'react';
import styled from 'styled-components';
import { decisionPointQuestions } from './esi-levels';
import { MananAnalysis } from './manan-analysis';
import { RedFlagOutcome } from './red-flag-outcome';
import { VerdictBanner } from './verdict-banner';

const Body = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
  section {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0;
    line-height: ${({ theme }) => theme.lineHeights.reading};
  }
`;

const SideBySide = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1.5)};

  & > div {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(1.5)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
  }
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
  }
`;

/** A heading under the verdict's h2, small as the column it names. */
const AnswerTitle = styled.h3`
  && {
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
`;

function Answer({
  title,
  esi,
  firstAction,
  testId,
}: {
  title: string;
  esi: number;
  firstAction?: string;
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <AnswerTitle>{title}</AnswerTitle>
      <dl>
        <div>
          <dt>Level</dt>
          <dd>{esiLabel(esi)}</dd>
        </div>
        <div>
          <dt>First action</dt>
          <dd>{firstAction ?? '—'}</dd>
        </div>
      </dl>
    </div>
  );
}

const Points = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(2.5)};
  line-height: ${({ theme }) => theme.lineHeights.reading};
`;

const NextButton = styled(Button)`
  justify-self: start;
`;

export interface ComparisonViewProps {
  comparison: PracticeComparison;
  onNext: () => void;
}

/** After the commit: the verdict, the trainee's answer beside the reference, and MANAN's analysis. */
export const ComparisonView = forwardRef<HTMLDivElement, ComparisonViewProps>(function ComparisonView(
  { comparison, onNext },
  verdictRef,
) {
  const { trainee, reference } = comparison;
  return (
    <Body aria-label="Comparison" data-testid="practice-comparison">
      <VerdictBanner ref={verdictRef} comparison={comparison} />
      <SideBySide>
        <Answer
          title="Your triage"
          esi={trainee.esi}
          firstAction={trainee.firstAction}
          testId="your-answer"
        />
        <Answer
          title="Reference"
          esi={reference.esi}
          firstAction={reference.firstAction}
          testId="reference-answer"
        />
      </SideBySide>
      <section aria-labelledby="practice-red-flags-heading">
        <h3 id="practice-red-flags-heading">Red flags</h3>
        <RedFlagOutcome comparison={comparison} />
      </section>
      <section aria-labelledby="practice-decision-heading">
        <h3 id="practice-decision-heading">What decided the level</h3>
        {reference.decisionPoint ? (
          <p>Decision point {decisionPointQuestions[reference.decisionPoint]}</p>
        ) : null}
        <p>{reference.why}</p>
      </section>
      {reference.teachingPoints.length ? (
        <section aria-labelledby="practice-teaching-heading">
          <h3 id="practice-teaching-heading">Teaching points</h3>
          <Points>
            {reference.teachingPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </Points>
        </section>
      ) : null}
      <section aria-labelledby="practice-manan-heading">
        <h3 id="practice-manan-heading">MANAN&apos;s analysis</h3>
        <MananAnalysis manan={comparison.manan} />
      </section>
      <NextButton type="button" onClick={onNext}>
        Next case
      </NextButton>
    </Body>
  );
});
