import type { CaseSetSummary } from '@manan/contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDay } from './format-date';

const List = styled.ul`
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
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};

  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h3};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(0.5)} ${theme.space(3)}`};
  margin: 0;

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
    font-variant-numeric: tabular-nums;
  }
`;

/** The educator's own sets, newest first: each with its code, size and link to its results. */
export function CaseSetList({ sets }: { sets: readonly CaseSetSummary[] }) {
  return (
    <List aria-label="Your case sets">
      {sets.map((set) => (
        <Item key={set.id}>
          <h3>
            <Link to={`/practice/sets/${encodeURIComponent(set.id)}`}>{set.title}</Link>
          </h3>
          <Facts>
            <div>
              <dt>Code</dt>
              <dd>{set.code}</dd>
            </div>
            <div>
              <dt>Cases</dt>
              <dd>{set.caseCount}</dd>
            </div>
            <div>
              <dt>Trainees</dt>
              <dd>{set.traineeCount}</dd>
            </div>
            <div>
              <dt>Created</dt>
              <dd>{formatDay(set.createdAt)}</dd>
            </div>
          </Facts>
        </Item>
      ))}
    </List>
  );
}
