import type { PracticeComparison } from '@manan/contracts';
import styled from 'styled-components';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  h4 {
    margin: 0 0 ${({ theme }) => theme.space(0.5)};
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(2.5)};
  }
  li {
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Missed = styled.div`
  h4 {
    color: ${({ theme }) => theme.colors.errorText};
  }
`;

function FlagList({ names, empty }: { names: string[]; empty: string }) {
  if (!names.length) return <p>{empty}</p>;
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

/** The red flags the trainee caught, missed, and named beyond the expected ones. */
export function RedFlagOutcome({ comparison }: { comparison: PracticeComparison }) {
  const { redFlagsCaught, redFlagsMissed, redFlagsExtra } = comparison;
  return (
    <Columns data-testid="practice-red-flags">
      <div>
        <h4>Caught ({redFlagsCaught.length})</h4>
        <FlagList names={redFlagsCaught.map((flag) => flag.name)} empty="None." />
      </div>
      <Missed>
        <h4>Missed ({redFlagsMissed.length})</h4>
        <FlagList names={redFlagsMissed.map((flag) => flag.name)} empty="None missed." />
      </Missed>
      <div>
        <h4>Extra ({redFlagsExtra.length})</h4>
        <FlagList names={redFlagsExtra.map((flag) => flag.text)} empty="None." />
      </div>
    </Columns>
  );
}
