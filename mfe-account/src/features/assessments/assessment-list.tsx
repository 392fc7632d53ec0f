import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { CaseSummary } from '@manan/contracts';
import { TriageLevelBadge } from '@manan/ui-kit';
import { caseTimeOf } from '../../lib/case-time';
import { formatDateTime, relativeTime } from '../../lib/relative-time';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.button`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1.5)}`};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid transparent;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    border-left-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Complaint = styled.strong`
  overflow-wrap: anywhere;
`;

const When = styled.time`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export interface AssessmentListProps {
  cases: CaseSummary[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** The entry to move keyboard focus to (the first of a page just loaded), if any. */
  focusIndex?: number | null;
}

/** The user's past assessments, newest first; the selected one is marked current. */
export function AssessmentList({ cases, selectedId, onSelect, focusIndex = null }: AssessmentListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelectorAll<HTMLButtonElement>(':scope > li > button')[focusIndex]?.focus();
  }, [focusIndex]);
  return (
    <List ref={listRef} aria-label="Your assessments">
      {cases.map((summary) => {
        const time = caseTimeOf(summary);
        return (
          <li key={summary.id}>
            <Entry
              type="button"
              aria-current={summary.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(summary.id)}
            >
              <Complaint>{summary.chiefComplaint}</Complaint>
              <TriageLevelBadge result={summary.result} level={summary.triageLevel} />
              <When dateTime={time} title={formatDateTime(time)}>
                {relativeTime(time)}
              </When>
            </Entry>
          </li>
        );
      })}
    </List>
  );
}
