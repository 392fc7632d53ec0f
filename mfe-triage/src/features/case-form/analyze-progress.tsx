import { Progress } from '@manan/ui-kit';
import styled from 'styled-components';
import type { ProgressPhase } from './use-analysis-progress';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
`;

const Label = styled.p<{ $complete: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $complete }) => ($complete ? theme.colors.primary : theme.colors.textMuted)};
  font-weight: ${({ $complete }) => ($complete ? 600 : 400)};
`;

/** 'Analysis in progress: N%' while running, then 'Analysis complete!' at 100. */
export function AnalyzeProgress({ phase, percent }: { phase: ProgressPhase; percent: number }) {
  if (phase === 'idle') return null;
  const text = phase === 'complete' ? 'Analysis complete!' : `Analysis in progress: ${percent}%`;
  return (
    <Wrapper>
      <Progress value={percent} label={phase === 'complete' ? 'Analysis complete' : 'Analysis in progress'} />
      <Label $complete={phase === 'complete'} data-testid="analysis-progress-label">
        {text}
      </Label>
    </Wrapper>
  );
}
