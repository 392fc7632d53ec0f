import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Page, Spinner, useSignedInUser, useToast } from '@manan/ui-kit';
import { useCasePagesInfiniteQuery } from '../../api/cases-api';
import { LinkButton } from '../../components/link-button';
import { SignedOutNotice } from '../../components/signed-out-notice';
import { AssessmentDetail } from './assessment-detail';
import { AssessmentList } from './assessment-list';
import { LoadMoreAssessments } from './load-more-assessments';

const loadErrorToast = {
  title: 'Error',
  description: 'Could not load your previous assessments',
  variant: 'destructive',
} as const;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(260px, 1fr) minmax(0, 2fr);
  }
`;

const Empty = styled(Card)`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(2)};

  & > h2 {
    margin: 0;
  }

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function Assessments() {
  const { data, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useCasePagesInfiniteQuery();
  const cases = data?.pages.flatMap((page) => page.cases);
  const [searchParams, setSearchParams] = useSearchParams();
  const toast = useToast();
  const detailRef = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  useEffect(() => {
    if (isError) toast(loadErrorToast);
  }, [isError, toast]);

  if (isLoading) return <Spinner label="Loading your assessments…" />;
  // A later page that fails keeps the pages already shown (and says so in the toast).
  if (isError && !cases) return <p>Your previous assessments could not be loaded. Please try again later.</p>;
  if (!cases?.length) {
    return (
      <Empty>
        <h2>No assessments found</h2>
        <p>Cases you analyse appear here, with their triage level and analysis.</p>
        <LinkButton to="/app">Start a New Assessment</LinkButton>
      </Empty>
    );
  }

  const requested = searchParams.get('case');
  const selected = cases.find((summary) => summary.id === requested) ?? cases[0]!;
  const loadMore = async () => {
    const shownBefore = cases.length;
    const result = await fetchNextPage();
    // Keyboard users continue from the first assessment the new page added.
    if (!result.isError) setFocusIndex(shownBefore);
  };
  const select = (id: string) => {
    setSearchParams({ case: id }, { replace: true });
    // On a phone the detail is below the list: bring it into view.
    if (!window.matchMedia?.('(min-width: 1024px)').matches) detailRef.current?.scrollIntoView?.();
  };
  return (
    <Layout>
      <div>
        <AssessmentList cases={cases} selectedId={selected.id} onSelect={select} focusIndex={focusIndex} />
        <LoadMoreAssessments
          shown={cases.length}
          hasMore={hasNextPage}
          isLoading={isFetchingNextPage}
          onLoadMore={() => void loadMore()}
        />
      </div>
      <div ref={detailRef}>
        <AssessmentDetail key={selected.id} summary={selected} />
      </div>
    </Layout>
  );
}

/** /assessments: the user's past cases, one selected (the newest unless the URL names one). */
export function AssessmentsPage() {
  const { user, isLoading } = useSignedInUser();
  return (
    <Page title="Previous Assessments" lead="The cases you have analysed, newest first.">
      {isLoading ? <Spinner label="Checking your sign-in…" /> : null}
      {!isLoading && !user ? (
        <SignedOutNotice text="Please sign in to view your previous assessments." />
      ) : null}
      {user ? <Assessments /> : null}
    </Page>
  );
}
