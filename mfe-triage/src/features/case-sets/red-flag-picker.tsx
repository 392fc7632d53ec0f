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
  const chosenOptions = catalogue.filter((flag) => chosen.includes(flag.id));
  const matches = query
    ? catalogue
        .filter((flag) => !chosen.includes(flag.id))
        .filter((flag) => normalised(`${flag.name} ${flag.id}`).includes(query))
    : [];
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
      {chosenOptions.length ? (
        <Options aria-label="Chosen red flags">{chosenOptions.map(option)}</Options>
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
          <Options aria-label="Matching red flags">{matches.slice(0, shownMatches).map(option)}</Options>
          <Note role="status">
            {matches.length === 0
              ? 'No red flag matches.'
              : matches.length > shownMatches
                ? `${matches.length} matches; the first ${shownMatches} are shown.`
                : `${matches.length} ${matches.length === 1 ? 'match' : 'matches'}.`}
          </Note>
        </>
      ) : chosen.length ? null : (
        <Note>None chosen means the case has no red flag.</Note>
      )}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Fieldset>
  );
}
