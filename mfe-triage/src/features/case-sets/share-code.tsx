import type { CaseSetSummary } from '@manan/contracts';
import { Button, Card } from '@manan/ui-kit';
import { forwardRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  border-color: ${({ theme }) => theme.colors.primary};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
  & > p {
    margin: 0;
  }
`;

const CodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Code = styled.output`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: clamp(2rem, 9vw, 3rem);
  font-weight: 700;
  letter-spacing: 0.08em;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
`;

const Status = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The share code of a set just created, large enough to read out to a room, with a copy button. */
export const ShareCode = forwardRef<HTMLElement, { set: CaseSetSummary }>(function ShareCode({ set }, ref) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(set.code);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Panel ref={ref} tabIndex={-1} aria-labelledby="share-code-heading">
      <h2 id="share-code-heading">“{set.title}” is ready</h2>
      <p>Share this code with your trainees:</p>
      <CodeRow>
        <Code aria-label="Share code" data-testid="share-code">
          {set.code}
        </Code>
        <Button type="button" $variant="secondary" onClick={() => void copy()}>
          Copy code
        </Button>
        <Status role="status">
          {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Could not copy: select the code instead' : ''}
        </Status>
      </CodeRow>
      <p>
        Trainees enter it under “Join a case set” on the <Link to="/practice">Practice</Link> page. Their
        results appear in <Link to={`/practice/sets/${encodeURIComponent(set.id)}`}>this set’s results</Link>.
      </p>
    </Panel>
  );
});
