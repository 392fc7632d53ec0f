import type { PracticeComparison } from '@manan/contracts';

type VerdictOf = Pick<PracticeComparison, 'verdict' | 'by'>;

const levels = (count: number) => (count === 1 ? '1 level' : `${count} levels`);

/** The banner's words: "Exact", "Over-triaged by 2", "Under-triaged by 1". */
export function verdictHeadline({ verdict, by }: VerdictOf): string {
  if (verdict === 'exact') return 'Exact';
  return verdict === 'over' ? `Over-triaged by ${by}` : `Under-triaged by ${by}`;
}

/** One line on what the verdict means for the patient; under-triage is the miss that harms. */
export function verdictExplanation({ verdict, by }: VerdictOf): string {
  if (verdict === 'exact') return 'Your level matches the reference level.';
  if (verdict === 'over')
    return `You chose a level ${levels(by)} more urgent than the reference: safe for this patient, but it takes a bed and staff another patient may need.`;
  return `You chose a level ${levels(by)} less urgent than the reference. Under-triage is the serious miss: this patient could deteriorate while waiting to be seen.`;
}
