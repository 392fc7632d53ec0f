import { TriageLevelBadge } from '@manan/ui-kit';
import styled from 'styled-components';
import { verifiedLine } from '../../lib/analysis-author';
import type { CurrentAnalysis } from '../../lib/current-analysis';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
`;

const Esi = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Reasons = styled.div`
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(0.5)};
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(3)};
    line-height: ${({ theme }) => theme.lineHeights.reading};
  }
`;

const Verified = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
`;

const Raised = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

function authorOf({ provider }: CurrentAnalysis): string {
  if (provider.kind === 'llm') return `Written by the AI model ${provider.model ?? '(model not named)'}`;
  return 'Written by the guideline engine (rule-based, no AI model)';
}

/** The level and why first, then who wrote it, when, and whether it was checked against guidelines. */
export function AnalysisSummary({ analysis }: { analysis: CurrentAnalysis }) {
  const { result, verification } = analysis;
  const generatedAt = new Date(analysis.timestamp).toLocaleString();
  return (
    <>
      <Header>
        <TriageLevelBadge result={result} level={analysis.triageLevel} />
        <Esi>ESI {result.esi}</Esi>
        <Meta>Confidence {Math.round(result.confidence * 100)}%</Meta>
      </Header>
      <div>
        <Meta>
          Generated at <time dateTime={analysis.timestamp}>{generatedAt}</time>
        </Meta>
        <Meta>{authorOf(analysis)}</Meta>
      </div>
      {verification?.checked ? (
        <div>
          <Verified>
            <span aria-hidden="true">✓</span>
            {verifiedLine(analysis.provider)}
          </Verified>
          {verification.raised && verification.floor ? (
            <Raised>
              Level raised to {verification.floor.level} (ESI {verification.floor.esi}) by the guideline check
              {verification.reasons.length ? `: ${verification.reasons.join('; ')}` : ''}.
            </Raised>
          ) : null}
        </div>
      ) : null}
      {result.reasons.length ? (
        <Reasons>
          <h3>Key reasons</h3>
          <ul>
            {result.reasons.slice(0, 5).map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Reasons>
      ) : null}
    </>
  );
}
