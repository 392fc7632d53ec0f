import { VisuallyHidden } from '@manan/ui-kit';
import styled from 'styled-components';
import { describeLevelShare, levelSpread } from './results-figures';

const Row = styled.ol`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li<{ $expected: boolean }>`
  position: relative;
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space(0.5)} 2px`};
  border: 1px solid ${({ theme, $expected }) => ($expected ? theme.colors.text : theme.colors.border)};
  border-width: ${({ $expected }) => ($expected ? '2px' : '1px')};
  border-radius: ${({ theme }) => theme.radii.small};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-variant-numeric: tabular-nums;
`;

const Level = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  white-space: nowrap;
`;

const Count = styled.span`
  font-weight: 700;
`;

const Track = styled.span`
  display: block;
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Bar = styled.span`
  display: block;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

export interface LevelSpreadProps {
  chosen: Partial<Record<string, number>>;
  expectedEsi: number;
}

/** How many trainees chose each ESI level for a case: a number and a small bar per level, the expected one outlined. */
export function LevelSpread({ chosen, expectedEsi }: LevelSpreadProps) {
  const spread = levelSpread(chosen, expectedEsi);
  const total = spread.reduce((sum, level) => sum + level.count, 0);
  return (
    <Row aria-label="Levels chosen">
      {spread.map((level) => (
        <Cell key={level.esi} $expected={level.expected}>
          <VisuallyHidden>{describeLevelShare(level, total)}</VisuallyHidden>
          <Level aria-hidden="true">
            ESI {level.esi}
            {level.expected ? ' ✓' : ''}
          </Level>
          <Count aria-hidden="true">{level.count}</Count>
          <Track aria-hidden="true">
            <Bar style={{ width: `${Math.round(level.share * 100)}%` }} />
          </Track>
        </Cell>
      ))}
    </Row>
  );
}
