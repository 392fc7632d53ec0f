import { useId, useState } from 'react';
import styled from 'styled-components';
import { FieldError, Input } from './form-field';

export interface RedFlagOption {
  id: string;
  name: string;
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(0.5)};
  font-weight: 600;
`;

const Options = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  overflow-wrap: anywhere;

  & > input {
    flex: none;
    width: 20px;
    height: 20px;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** How many unchosen red flags a search shows at once; typing more narrows it. */
const shownMatches = 8;

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export interface RedFlagPickerProps {
  catalogue: readonly RedFlagOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string | undefined;
}

/** The red flags a written case expects: searched in the guideline engine's catalogue, chosen by ticking. */
export function RedFlagPicker({ catalogue, chosen, onChange, error }: RedFlagPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const query = normalised(search);
  const allMatches = query
    ? catalogue.filter((flag) => normalised(`${flag.name} ${flag.id}`).includes(query))
    : [];
  const matches = allMatches.slice(0, shownMatches);
  const matchCount = allMatches.length;
  // A ticked flag stays where it was ticked; the chosen ones the search does not show are listed above it.
  const chosenElsewhere = catalogue.filter(
    (flag) => chosen.includes(flag.id) && !matches.some((match) => match.id === flag.id),
  );
  const toggle = (flagId: string, on: boolean) =>
    onChange(on ? [...chosen, flagId] : chosen.filter((item) => item !== flagId));

  const option = (flag: RedFlagOption) => (
    <li key={flag.id}>
      <Option>
        <input
          type="checkbox"
          checked={chosen.includes(flag.id)}
          onChange={(event) => toggle(flag.id, event.target.checked)}
        />
        {flag.name}
      </Option>
    </li>
  );

  return (
    <Fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <Legend>Red flags a trainee should name</Legend>
      {chosenElsewhere.length ? (
        <Options aria-label="Chosen red flags">{chosenElsewhere.map(option)}</Options>
      ) : null}
      <Input
        type="search"
        aria-label="Find a red flag"
        placeholder="Find a red flag, e.g. chest pain"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {query ? (
        <>
          <Options aria-label="Matching red flags">{matches.map(option)}</Options>
          <Note role="status">
            {matchCount === 0
              ? 'No red flag matches.'
              : matchCount > shownMatches
                ? `${matchCount} matches; the first ${shownMatches} are shown.`
                : `${matchCount} ${matchCount === 1 ? 'match' : 'matches'}.`}
          </Note>
        </>
      ) : chosen.length ? null : (
        <Note>None chosen means the case has no red flag.</Note>
      )}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Fieldset>
  );
}
