import { presentationGroupLabels, presentationGroups, type PracticeBankResponse } from '@manan/contracts';
import { Button } from '@manan/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { Input } from './form-field';

type BankCase = PracticeBankResponse['cases'][number];

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

const Group = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  & > summary {
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space(1.25)} ${theme.space(1.5)}`};
    cursor: pointer;
    font-weight: 600;
    list-style: none;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  /* list-style: none drops the native triangle (it sits badly beside a wrapped label): draw one, turned when open. */
  & > summary::before {
    content: '▸';
    margin-right: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[open] > summary::before {
    content: '▾';
  }
`;

const Count = styled.span`
  margin-left: ${({ theme }) => theme.space(1)};
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Cases = styled.ul`
  display: grid;
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space(1.5)} ${theme.space(1)}`};
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

const Level = styled.span`
  margin-left: auto;
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-variant-numeric: tabular-nums;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Chosen = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(3)};

  & > li > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const RemoveButton = styled(Button)`
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1.5)}`};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export interface BankCasePickerProps {
  cases: readonly BankCase[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/** The teaching bank by presentation group, searchable by title; ticking a case adds it to the set. */
export function BankCasePicker({ cases, chosen, onChange }: BankCasePickerProps) {
  const [search, setSearch] = useState('');
  const query = normalised(search);
  const matching = query ? cases.filter((item) => normalised(item.title).includes(query)) : cases;
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((item) => item !== id));

  const chosenCases = chosen.flatMap((id) => cases.filter((item) => item.id === id));

  return (
    <Wrapper>
      {chosenCases.length ? (
        <>
          <Note id="chosen-bank-cases">Chosen, in the order trainees will meet them:</Note>
          <Chosen aria-labelledby="chosen-bank-cases">
            {chosenCases.map((item) => (
              <li key={item.id}>
                <div>
                  <span>
                    {item.title} <Level>ESI {item.expectedEsi}</Level>
                  </span>
                  <RemoveButton
                    type="button"
                    $variant="secondary"
                    aria-label={`Remove ${item.title}`}
                    onClick={() => toggle(item.id, false)}
                  >
                    Remove
                  </RemoveButton>
                </div>
              </li>
            ))}
          </Chosen>
        </>
      ) : null}
      <Input
        type="search"
        aria-label="Search the teaching bank"
        placeholder="Search by title, e.g. wheeze"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {query ? (
        <Note role="status">
          {matching.length === 1 ? '1 case matches.' : `${matching.length} cases match.`}
        </Note>
      ) : null}
      {presentationGroups.map((group) => {
        const inGroup = matching.filter((item) => item.group === group);
        if (!inGroup.length) return null;
        const chosenHere = cases.filter((item) => item.group === group && chosen.includes(item.id)).length;
        return (
          <Group key={group} open={Boolean(query) || undefined}>
            <summary>
              {presentationGroupLabels[group]}
              <Count>
                {inGroup.length} {inGroup.length === 1 ? 'case' : 'cases'}
                {chosenHere ? `, ${chosenHere} chosen` : ''}
              </Count>
            </summary>
            <Cases>
              {inGroup.map((item) => (
                <li key={item.id}>
                  <Option>
                    <input
                      type="checkbox"
                      checked={chosen.includes(item.id)}
                      onChange={(event) => toggle(item.id, event.target.checked)}
                    />
                    {item.title}
                    <Level>ESI {item.expectedEsi}</Level>
                  </Option>
                </li>
              ))}
            </Cases>
          </Group>
        );
      })}
    </Wrapper>
  );
}
