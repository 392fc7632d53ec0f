import type { CaseFacts } from '../reading/case-facts';
import { ageYears, anyOf, says, type Matcher } from '../red-flags/matchers';
import type { EsiResource } from '../scores/esi-resources';
import type { ResourceAdjustment, ResourceNeed } from './complaint.types';

/** A resource and why, written the way the resource list shows it. */
export const need = (resource: EsiResource, why: string): ResourceNeed => ({ resource, why });

/** The pain score, when one was read; "Pain: no" reads as 0. */
export const painScoreAtMost =
  (maximum: number): Matcher =>
  (facts: CaseFacts) =>
    facts.vitals.painScore !== undefined && facts.vitals.painScore <= maximum
      ? [`pain ${facts.vitals.painScore}/10`]
      : null;

export const painScoreAtLeast =
  (minimum: number): Matcher =>
  (facts: CaseFacts) =>
    facts.vitals.painScore !== undefined && facts.vitals.painScore >= minimum
      ? [`pain ${facts.vitals.painScore}/10`]
      : null;

/** Said to be mild, or scored 3/10 or less: oral analgesia, not an injection. */
export const mildPain: Matcher = anyOf(
  painScoreAtMost(3),
  says('mild (pain|discomfort|ache)', 'minimal pain', 'slight (pain|ache|discomfort)', 'niggl*'),
);

/** Parenteral analgesia is not expected when the pain is mild: oral analgesia is not an ESI resource. */
export const oralAnalgesiaWhenMild: ResourceAdjustment = {
  when: mildPain,
  remove: ['parenteralMedication'],
  why: 'mild pain: oral analgesia, which is not an ESI resource',
};

export const olderAdult: Matcher = ageYears(65);

/** Blood tests an older adult usually needs for a medical complaint (atypical presentations, renal function). */
export const labsWhenOlder: ResourceAdjustment = {
  when: olderAdult,
  add: [need('labs', 'blood tests: atypical serious illness is common at 65 and over')],
};
