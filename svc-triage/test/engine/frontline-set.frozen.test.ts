import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A front-line-of-primary-care set: sixty people at an emergency front desk with the problems of a
 * pharmacist, GP, dentist, optician or sexual-health clinic (coughs and colds, cystitis, styes, teething,
 * toothache, head lice, a repeat prescription, a fit note, a pharmacy machine's blood pressure, a result
 * the GP phoned about), twelve at each ESI level, with the dangerous look-alikes hidden among them at the
 * higher levels. Infants to an 89-year-old, told as a triage note's shorthand, a crew's or GP's handover,
 * registration fields, the patient's or a parent's own words, or structured sentences. Written from ESI v4
 * guideline knowledge without reading the engine or the other sets, and frozen before it was first
 * measured; the rules it found wrong were changed with tests of their own cases.
 */
const frontline = readFrozenCaseSet('frontline-set.jsonl');

describeFrozenCaseSet(frontline, {
  name: 'front-line set',
  sha256: 'fd31c055948af972c2a4d4ba6a478eaadd21f84f911adc96bd637b9d8a9f40ee',
  minCases: 60,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'handover', 'fields', 'lay', 'structured'],
});

describe('the front-line set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of frontline.cases)
      expect(item.id).toMatch(new RegExp(`^fl-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
