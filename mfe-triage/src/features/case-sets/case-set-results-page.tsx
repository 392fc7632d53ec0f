import { buttonStyles, Button, ErrorPanel, Page, readApiError, Spinner } from '@manan/ui-kit';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { caseSetResultsCsvUrl, useCaseSetResultsQuery } from '../../api/case-sets-api';
import { CaseResultsList } from './case-results-list';
import { DeleteCaseSet } from './delete-case-set';
import { formatDay } from './format-date';
import { TraineeResultsTable } from './trainee-results-table';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const DownloadLink = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonStyles}
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h2};
  }
  & > p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /practice/sets/:id: who joined a set and how they triaged its cases (first attempts only), as the owner sees it. */
export function CaseSetResultsPage() {
  const setId = useParams().id ?? '';
  // Trainees attempt while the educator looks: ask again on every visit.
  const results = useCaseSetResultsQuery(setId, { refetchOnMountOrArgChange: true });

  if (results.isError) {
    const notFound = readApiError(results.error).status === 404;
    return (
      <Page title="Case set results">
        <ErrorPanel
          title={notFound ? 'No such case set' : 'The results could not be loaded'}
          message={notFound ? 'It may have been deleted, or it is not one of yours.' : 'Please try again.'}
          onRetry={notFound ? undefined : () => void results.refetch()}
        />
        <p>
          <Link to="/practice/sets">Back to your case sets</Link>
        </p>
      </Page>
    );
  }
  if (!results.data) return <Spinner label="Loading the results…" />;

  const { set, trainees, cases, mostMissedRedFlags } = results.data;
  return (
    <Page
      title={set.title}
      lead={`Code ${set.code} · ${set.caseCount} ${set.caseCount === 1 ? 'case' : 'cases'} · created ${formatDay(set.createdAt)}`}
    >
      <p>
        <Link to="/practice/sets">Back to your case sets</Link>
      </p>
      <Actions>
        <DownloadLink $variant="secondary" href={caseSetResultsCsvUrl(set.id)} download>
          Download CSV
        </DownloadLink>
        <Button
          type="button"
          $variant="secondary"
          disabled={results.isFetching}
          onClick={() => void results.refetch()}
        >
          {results.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
        <DeleteCaseSet setId={set.id} title={set.title} />
      </Actions>
      <Section aria-labelledby="trainees-heading">
        <h2 id="trainees-heading">Trainees</h2>
        {trainees.length ? (
          <>
            <p>Each trainee’s first attempt on a case counts.</p>
            <TraineeResultsTable trainees={trainees} />
          </>
        ) : (
          <Muted>
            Nobody has joined yet. Trainees join with the code <strong>{set.code}</strong> under “Join a case
            set” on the <Link to="/practice">Practice</Link> page.
          </Muted>
        )}
      </Section>
      {mostMissedRedFlags.length ? (
        <Section aria-labelledby="missed-heading">
          <h2 id="missed-heading">Most missed red flags</h2>
          <ol>
            {mostMissedRedFlags.map((flag) => (
              <li key={flag.id}>
                {flag.name}: missed {flag.missedBy} {flag.missedBy === 1 ? 'time' : 'times'}
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      <Section aria-labelledby="cases-heading">
        <h2 id="cases-heading">Cases</h2>
        <CaseResultsList cases={cases} />
      </Section>
    </Page>
  );
}
