import type { PracticeSource } from '@manan/contracts';
import { Card, ErrorPanel } from '@manan/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const emptyText: Record<PracticeSource, { title: string; text: string }> = {
  bank: {
    title: 'No case in this group',
    text: 'The teaching bank has no case to offer here. Choose another presentation group.',
  },
  mine: {
    title: 'No cases of your own yet',
    text: 'Cases you analyse in the triage tool can be practised here later, with their stored level hidden.',
  },
  set: {
    title: 'No case left in this set',
    text: 'You have worked through every case of this case set. Choose another source to keep practising.',
  },
};

/** The source has nothing (more) to practise on. */
export function NoCaseLeft({ source }: { source: PracticeSource }) {
  const { title, text } = emptyText[source];
  return (
    <Box aria-labelledby="practice-empty-heading" data-testid="practice-empty">
      <h2 id="practice-empty-heading">{title}</h2>
      <p>{text}</p>
      {source === 'mine' ? <Link to="/app">Open the triage tool</Link> : null}
    </Box>
  );
}

export function PracticeLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Box as="div">
      <ErrorPanel
        title="Could not load a case"
        message="Please check your connection and try again."
        onRetry={onRetry}
      />
    </Box>
  );
}
