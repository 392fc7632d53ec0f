import type { AnalyzeResponse, RefineResponse } from '@manan/contracts';
import { buttonStyles } from '@manan/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { GlossaryTerm } from '../components/glossary-term';
import { FormCard, Panes } from '../components/two-pane-layout';
import { analysisFromResponse, refinedAnalysis, type CurrentAnalysis } from '../lib/current-analysis';
import { AnalysisPanel } from '../features/analysis-panel/analysis-panel';
import { CaseForm } from '../features/case-form/case-form';
import { FollowUp } from '../features/follow-up/follow-up';
import { ShareAnalysisButton } from '../features/pdf-export/share-analysis-button';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h1};
  }
  p {
    margin: ${({ theme }) => theme.space(0.5)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const DashboardLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonStyles}
`;

/** /app: the case form on the left (above on a phone) and the analysis on the right (below). */
export function TriageToolPage() {
  const [analysis, setAnalysis] = useState<CurrentAnalysis | null>(null);
  const panel = useRef<HTMLElement>(null);

  // On a phone the panel is below the form: bring each new or refined analysis into view.
  useEffect(() => {
    const element = panel.current;
    if (!analysis || !element) return;
    const { top } = element.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight * 0.6) {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    }
  }, [analysis?.timestamp, analysis]);

  const onAnalyzed = (response: AnalyzeResponse) => setAnalysis(analysisFromResponse(response));
  const onRefined = (response: RefineResponse) =>
    setAnalysis((current) => (current ? refinedAnalysis(current, response) : current));

  return (
    <section aria-labelledby="triage-tool-heading">
      <Header>
        <div>
          <h1 id="triage-tool-heading">Triage tool</h1>
          <p>
            Enter a patient case for a <GlossaryTerm term="triage" /> recommendation and care plan. For
            training and educational support only.
          </p>
        </div>
        <DashboardLink to="/dashboard" $variant="secondary">
          Dashboard
        </DashboardLink>
      </Header>
      <Panes>
        <FormCard aria-labelledby="triage-case-heading">
          <h2 id="triage-case-heading">Patient case</h2>
          <CaseForm onAnalyzed={onAnalyzed} />
        </FormCard>
        <AnalysisPanel
          ref={panel}
          analysis={analysis}
          actions={
            analysis ? (
              <>
                <FollowUp
                  key={analysis.caseId}
                  analysis={analysis.text}
                  caseId={analysis.caseId}
                  onRefined={onRefined}
                />
                <ShareAnalysisButton text={analysis.text} level={analysis} />
              </>
            ) : null
          }
        />
      </Panes>
    </section>
  );
}
