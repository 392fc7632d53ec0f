import { presentationGroupLabels, verdictHeadline, type PracticeProgress } from '@manan/contracts';
import styled from 'styled-components';
import { relativeTime } from '../../lib/relative-time';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1.5)}`};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  font-variant-numeric: tabular-nums;
`;

const Case = styled.span`
  display: grid;
  min-width: 0;

  strong {
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

const Verdict = styled.span<{ $under: boolean }>`
  font-weight: 600;
  color: ${({ theme, $under }) => ($under ? theme.colors.errorText : theme.colors.text)};
`;

/** The last attempts, newest first: the case, when, what was chosen against the reference, and the verdict. */
export function RecentAttempts({ recent }: { recent: PracticeProgress['recent'] }) {
  return (
    <List aria-label="Last attempts">
      {recent.map((attempt) => (
        <Item key={attempt.id}>
          <Case>
            <strong>{attempt.title}</strong>
            <span>
              {presentationGroupLabels[attempt.group]} · {relativeTime(attempt.at)} · you ESI{' '}
              {attempt.chosenEsi}, reference ESI {attempt.referenceEsi}
            </span>
          </Case>
          <Verdict $under={attempt.verdict === 'under'}>{verdictHeadline(attempt)}</Verdict>
        </Item>
      ))}
    </List>
  );
}
