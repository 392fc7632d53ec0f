import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Travel and holidays: flights and airports, long drives, cruises and hotels, hiking and beaches abroad,
 * returning travellers with fever or diarrhoea, altitude, foreign food, motion sickness, insect bites,
 * clots after a long journey and medicines left behind. Twenty-four cases per ESI level, in registration
 * fields, nurses' notes, the patient's own words and educators' teaching vignettes. Written blind from
 * ESI v4 guideline knowledge, without reading the engine or the other sets, and frozen before any rule
 * was changed for it: a tuning set.
 */
const travel = readFrozenCaseSet('travel-set.jsonl');

describeFrozenCaseSet(travel, {
  name: 'travel set',
  sha256: '28c5e333c10bb34146f3c58e58bab542a2372f4bd2dfc521c24cce212457df11',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['registration', 'triage-note', 'own-words', 'teaching'],
});

describe('the travel set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of travel.cases)
      expect(item.id).toMatch(new RegExp(`^tv-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
