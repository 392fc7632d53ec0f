import type { PracticeComparison } from '@manan/contracts';

const levels = (count: number) => (count === 1 ? '1 level' : `${count} levels`);

/** One line on what the verdict means for the patient; under-triage is the miss that harms. */
export function verdictExplanation({ verdict, by }: Pick<PracticeComparison, 'verdict' | 'by'>): string {
  if (verdict === 'exact') return 'Your level matches the reference level.';
  if (verdict === 'over')
    return `You chose a level ${levels(by)} more urgent than the reference: safe for this patient, but it takes a bed and staff another patient may need.`;
  return `You chose a level ${levels(by)} less urgent than the reference. Under-triage is the serious miss: this patient could deteriorate while waiting to be seen.`;
}
