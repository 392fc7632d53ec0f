import { TriageLevelBadge } from '@manan/ui-kit';
import styled from 'styled-components';
import { esiLabel, type PracticeComparison } from '@manan/contracts';

const Level = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  font-weight: 600;
`;

const Author = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Flags = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(2.5)};

  li {
    color: ${({ theme }) => theme.colors.errorText};
    font-weight: 600;
  }
`;

const Reasons = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(2.5)};
  line-height: ${({ theme }) => theme.lineHeights.reading};
`;

/** MANAN's own reading of the case: the guideline engine's level, red flags and reasons. */
export function MananAnalysis({ manan }: { manan: PracticeComparison['manan'] }) {
  return (
    <>
      <Level>
        <TriageLevelBadge result={{ level: manan.level }} />
        <span>{esiLabel(manan.esi)}</span>
        <span>Decision point {manan.decisionPoint}</span>
      </Level>
      <Author>
        Written by MANAN&apos;s guideline engine (no AI model); it does not count against your analyses.
      </Author>
      <h4>Red flags MANAN found</h4>
      {manan.redFlags.length ? (
        <Flags>
          {manan.redFlags.map((flag) => (
            <li key={flag.id}>{flag.name}</li>
          ))}
        </Flags>
      ) : (
        <Author>None.</Author>
      )}
      <h4>Why</h4>
      <Reasons>
        {manan.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </Reasons>
    </>
  );
}
