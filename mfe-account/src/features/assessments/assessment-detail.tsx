import { useId } from 'react';
import styled from 'styled-components';
import type { CaseSummary } from '@manan/contracts';
import {
  AnalysisText,
  Button,
  Card,
  Progress,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TriageLevelBadge,
} from '@manan/ui-kit';
import { caseTimeOf } from '../../lib/case-time';
import { formatDateTime } from '../../lib/relative-time';
import { CaseDetails } from './case-details';
import { useExportAssessmentPdf } from './use-export-assessment-pdf';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(2)};

  & h2 {
    margin: 0;
  }

  & p {
    margin: ${({ theme }) => theme.space(0.5)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Confidence = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  flex: 1 1 200px;
  max-width: 320px;

  & > span {
    display: flex;
    justify-content: space-between;
    font-size: ${({ theme }) => theme.fontSizes.small};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const Provider = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

function providerLine(summary: CaseSummary): string | null {
  if (!summary.provider) return null;
  const author =
    summary.provider.kind === 'llm' ? `AI model ${summary.provider.model ?? ''}`.trim() : 'guideline engine';
  const verified = summary.verification?.checked ? '; verified against clinical guidelines' : '';
  return `Written by the ${author}${verified}.`;
}

/** One assessment: its heading, and the Assessment and Case Details tabs. */
export function AssessmentDetail({ summary }: { summary: CaseSummary }) {
  const headingId = useId();
  const { exportPdf, isExporting } = useExportAssessmentPdf();
  const confidence = Math.round((summary.aiConfidence?.overall ?? 0) * 100);
  const byLine = providerLine(summary);
  return (
    <Card aria-labelledby={headingId} data-testid="assessment-detail">
      <Header>
        <div>
          <h2 id={headingId}>{summary.chiefComplaint}</h2>
          <p>{formatDateTime(caseTimeOf(summary))}</p>
        </div>
        <TriageLevelBadge result={summary.result} level={summary.triageLevel} />
      </Header>
      <Tabs defaultValue="assessment">
        <TabsList aria-label="Assessment views">
          <TabsTrigger value="assessment">Assessment</TabsTrigger>
          <TabsTrigger value="case">Case Details</TabsTrigger>
        </TabsList>
        <TabsContent value="assessment">
          <Toolbar>
            <Confidence>
              <span aria-hidden="true">
                AI Confidence <span>{confidence}%</span>
              </span>
              <Progress value={confidence} label="AI Confidence" />
            </Confidence>
            <Button
              type="button"
              $variant="secondary"
              disabled={isExporting}
              onClick={() => void exportPdf(summary)}
            >
              {isExporting ? 'Generating PDF...' : 'Export as PDF'}
            </Button>
          </Toolbar>
          {summary.analysis?.trim() ? (
            <AnalysisText text={summary.analysis} headingLevel="h3" />
          ) : (
            <p>No analysis was recorded for this case.</p>
          )}
          {byLine ? <Provider>{byLine}</Provider> : null}
        </TabsContent>
        <TabsContent value="case">
          <CaseDetails summary={summary} />
        </TabsContent>
      </Tabs>
    </Card>
  );
}
