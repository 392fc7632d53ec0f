import type { NextPracticeCaseQuery } from '@manan/contracts';
import { buttonStyles, Card, Spinner } from '@manan/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FormCard, Panes } from '../../components/two-pane-layout';
import { useJoinedCaseSetsQuery, usePracticeRedFlagsQuery } from '../../api/practice-api';
import { CommitForm } from './commit-form';
import { ComparisonView } from './comparison-view';
import { JoinSetForm } from './join-set-form';
import { NoCaseLeft, PracticeLoadError } from './practice-empty-states';
import { PracticeCaseCard } from './practice-case-card';
import { SourcePicker } from './source-picker';
import { usePracticeSession } from './use-practice-session';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h1};
  }
  p {
    margin: ${({ theme }) => theme.space(0.5)} 0 0;
    max-width: 60ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SetsLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonStyles}
`;

const Controls = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

/** /practice: the trainee commits a triage on a case, then sees it beside the reference and MANAN's analysis. */
export function PracticePage() {
  const [query, setQuery] = useState<NextPracticeCaseQuery>({ source: 'bank' });
  const { data: joined, refetch: refetchJoined } = useJoinedCaseSetsQuery();
  const { data: catalogue } = usePracticeRedFlagsQuery();
  const { state, next, commit, isCommitting } = usePracticeSession(query);
  const verdict = useRef<HTMLDivElement>(null);
  const result = state.status === 'ready' ? state.result : undefined;

  // The comparison takes the place of the form: move the reader to its verdict (below the case on a phone).
  useEffect(() => {
    if (!result || !verdict.current) return;
    verdict.current.focus({ preventScroll: true });
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    verdict.current.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, [result]);

  return (
    <section aria-labelledby="practice-heading">
      <Header>
        <div>
          <h1 id="practice-heading">Practice</h1>
          <p>
            Commit your own triage first, then compare it with the reference answer and MANAN&apos;s analysis.
            For training and educational support only.
          </p>
        </div>
        <SetsLink to="/practice/sets" $variant="secondary">
          Case sets I run
        </SetsLink>
      </Header>
      <Controls aria-label="Where the cases come from">
        <SourcePicker query={query} joinedSets={joined?.sets ?? []} onChange={setQuery} />
        <JoinSetForm
          onJoined={(set) => {
            void refetchJoined();
            setQuery({ source: 'set', setId: set.id });
          }}
        />
      </Controls>
      {state.status === 'loading' ? <Spinner label="Loading a case…" /> : null}
      {state.status === 'none-left' ? <NoCaseLeft source={query.source} /> : null}
      {state.status === 'error' ? <PracticeLoadError onRetry={() => void next()} /> : null}
      {state.status === 'ready' ? (
        <Panes>
          <PracticeCaseCard practiceCase={state.practiceCase} />
          {state.result ? (
            <ComparisonView ref={verdict} comparison={state.result.comparison} onNext={() => void next()} />
          ) : (
            <FormCard aria-labelledby="practice-commit-heading">
              <h2 id="practice-commit-heading">Your triage</h2>
              <CommitForm
                key={`${state.practiceCase.ref.source}:${state.practiceCase.ref.id}`}
                catalogue={catalogue?.redFlags ?? []}
                isCommitting={isCommitting}
                onCommit={(commitment) => void commit(commitment)}
              />
            </FormCard>
          )}
        </Panes>
      ) : null}
    </section>
  );
}
