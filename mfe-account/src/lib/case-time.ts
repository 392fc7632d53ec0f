import type { CaseSummary } from '@manan/contracts';

/** When a case was last written: its latest refinement, else its first analysis. */
export function caseTimeOf(summary: CaseSummary): string {
  return summary.updatedAt ?? summary.createdAt;
}
