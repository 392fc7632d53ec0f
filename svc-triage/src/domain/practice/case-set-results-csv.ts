import { caseSetResultsCsvColumns } from '@manan/contracts';
import type { CaseSet, SetMembership } from './case-set';
import { firstAttemptsOf } from './case-set-results';
import type { PracticeAttemptRecord } from './practice-attempt';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A cell a
 * spreadsheet would read as a formula (= + - @, or a tab or carriage return first) is prefixed with an
 * apostrophe, since trainee names and case titles are typed by people.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row per trainee per case attempted (first attempts), trainees in joining order, cases in set order. */
export function caseSetResultsCsv(
  set: CaseSet,
  members: readonly SetMembership[],
  attempts: readonly PracticeAttemptRecord[],
): string {
  const first = firstAttemptsOf(members, attempts);
  const rows: Array<Array<string | number>> = [[...caseSetResultsCsvColumns]];
  for (const member of members) {
    const theirs = first.get(member.userId)!;
    for (const setCase of set.cases) {
      const attempt = theirs.get(setCase.id);
      if (!attempt) continue;
      rows.push([
        member.traineeName,
        setCase.title,
        attempt.referenceEsi,
        attempt.chosenEsi,
        attempt.verdict,
        attempt.by,
        attempt.comparison.redFlagsMissed.map((flag) => flag.name).join('; '),
        attempt.createdAt,
      ]);
    }
  }
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
