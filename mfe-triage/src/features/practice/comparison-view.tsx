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

const SideBySide = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  th,
  td {
    padding: ${({ theme }) => theme.space(1)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
  tbody th {
    width: 24%;
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

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
      <SideBySide aria-label="Your triage beside the reference answer">
        <thead>
          <tr>
            <td />
            <th scope="col">Your triage</th>
            <th scope="col">Reference</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Level</th>
            <td>{esiLabel(trainee.esi)}</td>
            <td>{esiLabel(reference.esi)}</td>
          </tr>
          <tr>
            <th scope="row">First action</th>
            <td>{trainee.firstAction}</td>
            <td>{reference.firstAction ?? '—'}</td>
          </tr>
        </tbody>
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
