import {
  presentationGroupLabels,
  presentationGroups,
  type JoinedCaseSets,
  type NextPracticeCaseQuery,
  type PresentationGroup,
} from '@manan/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../../components/control-styles';

/* minmax(0, …) tracks: a select is as wide as its longest option (a set's title) unless its track may shrink. */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  label {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(0.5)};
    min-width: 0;
    font-weight: 600;
  }
`;

const Select = styled.select`
  ${controlStyles}
  min-width: 0;
  text-overflow: ellipsis;
  font-weight: 400;
`;

const valueOf = (query: NextPracticeCaseQuery) =>
  query.source === 'set' ? `set:${query.setId ?? ''}` : query.source;

function queryOf(value: string): NextPracticeCaseQuery {
  if (value.startsWith('set:')) return { source: 'set', setId: value.slice('set:'.length) };
  return { source: value === 'mine' ? 'mine' : 'bank' };
}

export interface SourcePickerProps {
  query: NextPracticeCaseQuery;
  joinedSets: JoinedCaseSets['sets'];
  onChange: (query: NextPracticeCaseQuery) => void;
}

/** Where the cases come from (the teaching bank, the trainee's own cases, a joined set) and, for the bank, which group. */
export function SourcePicker({ query, joinedSets, onChange }: SourcePickerProps) {
  const id = useId();
  return (
    <Row>
      <label htmlFor={`${id}-source`}>
        Practise on
        <Select
          id={`${id}-source`}
          value={valueOf(query)}
          onChange={(event) => onChange(queryOf(event.target.value))}
        >
          <option value="bank">Teaching bank</option>
          <option value="mine">My cases</option>
          {joinedSets.length ? (
            <optgroup label="Case sets I joined">
              {joinedSets.map((set) => (
                <option key={set.id} value={`set:${set.id}`}>
                  {`${set.title} (${set.educator})`}
                </option>
              ))}
            </optgroup>
          ) : null}
        </Select>
      </label>
      {query.source === 'bank' ? (
        <label htmlFor={`${id}-group`}>
          Presentation group
          <Select
            id={`${id}-group`}
            value={query.group ?? ''}
            onChange={(event) =>
              onChange(
                event.target.value
                  ? { source: 'bank', group: event.target.value as PresentationGroup }
                  : { source: 'bank' },
              )
            }
          >
            <option value="">All groups</option>
            {presentationGroups.map((group) => (
              <option key={group} value={group}>
                {presentationGroupLabels[group]}
              </option>
            ))}
          </Select>
        </label>
      ) : null}
    </Row>
  );
}
