import type { CaseSetSummary } from '@manan/contracts';
import { Button, Card, ErrorPanel, Page, Spinner } from '@manan/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useListCaseSetsQuery } from '../../api/case-sets-api';
import { CaseSetList } from './case-set-list';
import { NewCaseSetForm } from './new-case-set-form';
import { ShareCode } from './share-code';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h2};
  }
`;

/** As wide as a form reads well, not the whole desktop. */
const NewSetCard = styled(Card)`
  display: grid;
  max-width: 864px;
  gap: ${({ theme }) => theme.space(2)};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h2};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /practice/sets: the case sets the user runs as an educator, and "New case set". */
export function CaseSetsPage() {
  // Trainees join while the educator is elsewhere: the counts are asked for again on every visit.
  const sets = useListCaseSetsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CaseSetSummary | null>(null);
  const shareCode = useRef<HTMLElement>(null);
  const newSetButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (created) shareCode.current?.focus();
  }, [created]);

  return (
    <Page
      title="Case sets I run"
      lead="Choose bank cases or write your own, share the code, and see how your trainees triaged them."
    >
      <p>
        <Link to="/practice">Back to practice</Link>
      </p>
      {created ? <ShareCode ref={shareCode} set={created} /> : null}
      {creating ? (
        <NewSetCard aria-labelledby="new-set-heading">
          <h2 id="new-set-heading">New case set</h2>
          <NewCaseSetForm
            onCreated={(set) => {
              setCreating(false);
              setCreated(set);
            }}
            onCancel={() => {
              setCreating(false);
              setTimeout(() => newSetButton.current?.focus());
            }}
          />
        </NewSetCard>
      ) : null}
      <section aria-labelledby="sets-heading">
        <Toolbar>
          <h2 id="sets-heading">Your case sets</h2>
          {creating ? null : (
            <Button
              ref={newSetButton}
              type="button"
              onClick={() => {
                setCreated(null);
                setCreating(true);
              }}
            >
              New case set
            </Button>
          )}
        </Toolbar>
        {sets.data ? (
          sets.data.length ? (
            <CaseSetList sets={sets.data} />
          ) : (
            <Empty>You have no case sets yet. Create one and share its code with your trainees.</Empty>
          )
        ) : sets.isError ? (
          <ErrorPanel
            title="Your case sets could not be loaded"
            message="Check your connection and try again."
            onRetry={() => void sets.refetch()}
          />
        ) : (
          <Spinner label="Loading your case sets…" />
        )}
      </section>
    </Page>
  );
}
