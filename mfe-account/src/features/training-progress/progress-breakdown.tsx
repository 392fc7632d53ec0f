import { esiLabel, presentationGroupLabels, type PracticeProgress } from '@manan/contracts';
import styled from 'styled-components';
import { percent, rateOf } from './progress-format';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  caption {
    margin-bottom: ${({ theme }) => theme.space(1)};
    text-align: left;
    font-weight: 600;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(0.75)} ${theme.space(0.5)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  td {
    white-space: nowrap;
  }
  /* The label takes what the figures leave; it wraps between words, never inside one. */
  th:first-child {
    width: 50%;
    padding-left: 0;
    text-align: left;
    font-weight: 400;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
    font-weight: 600;
  }
`;

interface Row {
  key: string;
  label: string;
  attempts: number;
  exact: number;
  under: number;
}

function BreakdownTable({ caption, heading, rows }: { caption: string; heading: string; rows: Row[] }) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">Attempts</th>
          <th scope="col">Exact</th>
          <th scope="col">Under-triaged</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.attempts}</td>
            <td>{percent(rateOf(row.exact, row.attempts))}</td>
            <td>{percent(rateOf(row.under, row.attempts))}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** How the trainee does at each reference level. */
export function ByLevelTable({ byLevel }: { byLevel: PracticeProgress['byLevel'] }) {
  const rows = byLevel
    .filter((entry) => entry.attempts > 0)
    .sort((a, b) => a.esi - b.esi)
    .map((entry) => ({ ...entry, key: String(entry.esi), label: esiLabel(entry.esi) }));
  return <BreakdownTable caption="By ESI level" heading="Reference level" rows={rows} />;
}

/** How the trainee does in each presentation group, the most practised first. */
export function ByGroupTable({ byGroup }: { byGroup: PracticeProgress['byGroup'] }) {
  const rows = byGroup
    .filter((entry) => entry.attempts > 0)
    .sort((a, b) => b.attempts - a.attempts)
    .map((entry) => ({ ...entry, key: entry.group, label: presentationGroupLabels[entry.group] }));
  return <BreakdownTable caption="By presentation group" heading="Group" rows={rows} />;
}
