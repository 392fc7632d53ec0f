import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A day-shift set: the sixty patients a district general emergency department's triage nurse sees in an
 * ordinary day, twelve at each ESI level: the everyday chest pains, falls, sprains, fevering children,
 * headaches, cuts, overdoses and cystitis that make up most of the work, each common complaint told at
 * more than one level. Infants to the over-85s, told as a triage note's shorthand, a crew's handover,
 * registration fields, the patient's or a parent's own words, or structured sentences. Written from ESI
 * v4 guideline knowledge without reading the engine or the other sets, and frozen before it was first
 * measured; the rules it found wrong were changed with tests of their own cases.
 */
const dayshift = readFrozenCaseSet('dayshift-set.jsonl');

describeFrozenCaseSet(dayshift, {
  name: 'day-shift set',
  sha256: '76cb27d93105959c1bfb900f5d31f55fb93ca3f3c4294f4fac2f989a64d67f44',
  minCases: 60,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'handover', 'fields', 'lay', 'structured'],
});

describe('the day-shift set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of dayshift.cases)
      expect(item.id).toMatch(new RegExp(`^da-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
