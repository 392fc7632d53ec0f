import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A night shift in a mixed adult and children's department, 22:00 to 08:00: intoxication and its injuries,
 * assaults, falls at home, croup and frightened parents' fevers, chest pain and breathlessness that wake
 * people, overdoses, mental health crises, bleeding in pregnancy, toothache, the lonely and the worried
 * well. Twenty-four cases per ESI level, in nurses' notes, registration fields, teaching paragraphs and
 * patients' own words. Written blind from ESI v4 guideline knowledge, without reading the engine or the
 * other sets, and frozen before any rule was changed for it: a tuning set.
 */
const nights = readFrozenCaseSet('nights-set.jsonl');

describeFrozenCaseSet(nights, {
  name: 'nights set',
  sha256: '0ed6fd833cf666f4d9dc1aa546fbbc7c62dcdbcee462728f2a1dc2e8aad5779c',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'registration', 'teaching', 'own-words'],
});

describe('the nights set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of nights.cases)
      expect(item.id).toMatch(new RegExp(`^nt-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
