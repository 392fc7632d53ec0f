import styled, { css, keyframes } from 'styled-components';
import type { TriageColorKey } from '../theme/theme';
import { VisuallyHidden } from '../components/visually-hidden';
import { isKnownTriageLevel, triageLevelOf } from '@manan/contracts';

// A ring that swells and fades: the badge's own colours (and so its contrast) never change.
const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(185, 28, 28, 0.55); }
  70% { box-shadow: 0 0 0 10px rgba(185, 28, 28, 0); }
  100% { box-shadow: 0 0 0 0 rgba(185, 28, 28, 0); }
`;

const Badge = styled.span<{ $color: TriageColorKey }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1.5)}`};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $color }) => theme.triage[$color].background};
  color: ${({ theme, $color }) => theme.triage[$color].text};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
  letter-spacing: 0.04em;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  white-space: nowrap;

  ${({ $color }) =>
    $color === 'MEDIUM' &&
    css`
      /* Yellow on white needs an edge to be seen as a badge at all. */
      box-shadow: inset 0 0 0 1px rgba(28, 25, 23, 0.25);
    `}

  ${({ $color }) =>
    $color === 'EMERGENCY' &&
    css`
      font-weight: 800;
      animation: ${pulse} 1.6s ease-out infinite;

      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `}
`;

export interface TriageLevelBadgeProps {
  /** The structured result: when present, its `level` is the badge's word and the text is not read. */
  result?: { level: string } | null | undefined;
  /** The triageLevel text (or a level word), read by the spec §4 rules only when there is no result. */
  level?: string | null | undefined;
  className?: string;
}

/** The triage level as a coloured badge that always carries its word (spec §4, ui.md). */
export function TriageLevelBadge({ result, level, className }: TriageLevelBadgeProps) {
  const word = triageLevelOf({ result, triageLevel: level });
  const color: TriageColorKey = isKnownTriageLevel(word) ? word : 'unknown';
  return (
    <Badge $color={color} className={className} data-testid="triage-level-badge" data-level={word}>
      <VisuallyHidden>Triage level: </VisuallyHidden>
      <span>{word}</span>
    </Badge>
  );
}
