import { verdictHeadline, type PracticeComparison } from '@manan/contracts';
import { forwardRef } from 'react';
import styled, { css } from 'styled-components';
import { verdictExplanation } from './verdict';

const Banner = styled.div<{ $verdict: PracticeComparison['verdict'] }>`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left-width: 8px;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h2};
  }
  p {
    margin: 0;
  }

  ${({ theme, $verdict }) =>
    $verdict === 'exact' &&
    css`
      border-left-color: ${theme.colors.primary};
    `}
  ${({ theme, $verdict }) =>
    $verdict === 'over' &&
    css`
      border-left-color: ${theme.colors.textMuted};
    `}
  ${({ theme, $verdict }) =>
    $verdict === 'under' &&
    css`
      border-color: ${theme.colors.errorBorder};
      border-left-color: ${theme.colors.errorText};
      background: ${theme.colors.errorSurface};
      h2 {
        color: ${theme.colors.errorText};
      }
    `}
`;

const Tag = styled.span`
  justify-self: start;
  padding: ${({ theme }) => `${theme.space(0.25)} ${theme.space(1)}`};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.errorText};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

/** Exact, over- or under-triaged and by how much; under-triage is marked as the serious miss it is. */
export const VerdictBanner = forwardRef<HTMLDivElement, { comparison: PracticeComparison }>(
  function VerdictBanner({ comparison }, ref) {
    return (
      <Banner
        ref={ref}
        tabIndex={-1}
        $verdict={comparison.verdict}
        data-testid="practice-verdict"
        data-verdict={comparison.verdict}
      >
        {comparison.verdict === 'under' ? <Tag>Serious miss</Tag> : null}
        <h2>{verdictHeadline(comparison)}</h2>
        <p>{verdictExplanation(comparison)}</p>
      </Banner>
    );
  },
);
