import { AnalysisText, Card } from '@manan/ui-kit';
import { forwardRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { withGlossaryTerms } from '../../components/with-glossary-terms';
import { disclaimerText } from '../../config/disclaimer';
import type { CurrentAnalysis } from '../../lib/current-analysis';
import { AnalysisSummary } from './analysis-summary';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  min-width: 0;
  scroll-margin-top: ${({ theme }) => theme.space(2)};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h2};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Disclaimer = styled.aside`
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(0.5)};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

export interface AnalysisPanelProps {
  analysis: CurrentAnalysis | null;
  /** The buttons under a result (share, follow-up). */
  actions?: ReactNode;
}

/** The 'AI Analysis' panel (spec §2 /app, right side), read like a clinical note. */
export const AnalysisPanel = forwardRef<HTMLElement, AnalysisPanelProps>(function AnalysisPanel(
  { analysis, actions },
  ref,
) {
  return (
    <Panel ref={ref} aria-labelledby="triage-analysis-heading">
      <h2 id="triage-analysis-heading">AI Analysis</h2>
      {analysis ? (
        <>
          <AnalysisSummary analysis={analysis} />
          <AnalysisText text={analysis.text} renderHeading={withGlossaryTerms} />
          <Disclaimer aria-labelledby="triage-disclaimer-heading">
            <h3 id="triage-disclaimer-heading">Important Disclaimer</h3>
            <p>{disclaimerText}</p>
          </Disclaimer>
          {actions ? <Actions>{actions}</Actions> : null}
        </>
      ) : (
        <Empty>Enter patient details and click analyze for AI recommendations</Empty>
      )}
    </Panel>
  );
});
