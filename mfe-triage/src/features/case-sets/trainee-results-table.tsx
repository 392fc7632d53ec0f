import type { CaseSetResults } from '@manan/contracts';
import styled from 'styled-components';
import { formatRate } from './results-figures';

const ResultsTable = styled.table`
  width: 100%;
  max-width: 720px;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  & th,
  & td {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    vertical-align: top;
  }
  & th:first-child,
  & td:first-child {
    text-align: left;
    overflow-wrap: anywhere;
  }
  & thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

/** Per trainee: attempts and the rates of their first attempt on each case of the set. */
export function TraineeResultsTable({ trainees }: { trainees: CaseSetResults['trainees'] }) {
  return (
    <ResultsTable aria-label="Results by trainee">
      <thead>
        <tr>
          <th scope="col">Trainee</th>
          <th scope="col">Attempts</th>
          <th scope="col">Exact</th>
          <th scope="col">Under-triage</th>
        </tr>
      </thead>
      <tbody>
        {trainees.map((row) => (
          <tr key={`${row.trainee}:${row.joinedAt}`}>
            <th scope="row">{row.trainee}</th>
            <td>{row.attempts}</td>
            <td>{formatRate(row.exactRate)}</td>
            <td>{formatRate(row.underRate)}</td>
          </tr>
        ))}
      </tbody>
    </ResultsTable>
  );
}
