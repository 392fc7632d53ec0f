import type { Verdict } from '@manan/contracts';

/**
 * ESI 1 is the most urgent. Choosing a smaller number than the reference is over-triage; a larger one is
 * under-triage, the serious miss (a sick patient left waiting).
 */
export function compareLevels(chosenEsi: number, referenceEsi: number): { verdict: Verdict; by: number } {
  if (chosenEsi === referenceEsi) return { verdict: 'exact', by: 0 };
  return chosenEsi < referenceEsi
    ? { verdict: 'over', by: referenceEsi - chosenEsi }
    : { verdict: 'under', by: chosenEsi - referenceEsi };
}
