import type { CaseSetResults } from '@manan/contracts';
import styled from 'styled-components';
import { LevelSpread } from './level-spread';
import { formatRate } from './results-figures';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};

  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.body};
    overflow-wrap: anywhere;
  }
  & > p {
    margin: 0;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(0.5)} ${theme.space(3)}`};
  margin: 0;
  font-variant-numeric: tabular-nums;

  & > div {
    display: flex;
    gap: ${({ theme }) => theme.space(0.5)};
  }
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Missed = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** Per case: the expected level, how trainees spread over the five levels, their rates and missed red flags. */
export function CaseResultsList({ cases }: { cases: CaseSetResults['cases'] }) {
  return (
    <List aria-label="Results by case">
      {cases.map((item, index) => (
        <Item key={item.id} data-case-id={item.id}>
          <h3>
            {index + 1}. {item.title}
          </h3>
          <Facts>
            <div>
              <dt>Expected</dt>
              <dd>ESI {item.expectedEsi}</dd>
            </div>
            <div>
              <dt>Attempts</dt>
              <dd>{item.attempts}</dd>
            </div>
            <div>
              <dt>Exact</dt>
              <dd>{formatRate(item.exactRate)}</dd>
            </div>
            <div>
              <dt>Under-triage</dt>
              <dd>{formatRate(item.underRate)}</dd>
            </div>
          </Facts>
          <LevelSpread chosen={item.chosen} expectedEsi={item.expectedEsi} />
          {item.missedRedFlags.length ? (
            <Missed>
              Most missed red flags:{' '}
              {item.missedRedFlags
                .slice(0, 3)
                .map((flag) => `${flag.name} (missed by ${flag.missedBy})`)
                .join(', ')}
            </Missed>
          ) : null}
        </Item>
      ))}
    </List>
  );
}
