import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A day of an emergency department: every body system and every age, about half of it the common visits
 * that need little (sprains, sore throats, earache, minor cuts, back pain, urine infections, a prescription)
 * and the rest the whole range up to resuscitation. Twenty-four cases per ESI level, in nurses' notes, crew
 * handovers, patients' and relatives' own words and registration fields. Written blind from ESI v4
 * guideline knowledge, without reading the engine or the other sets, and frozen before any rule was
 * changed for it: a tuning set.
 */
const walkin = readFrozenCaseSet('walkin-set.jsonl');

describeFrozenCaseSet(walkin, {
  name: 'walk-in set',
  sha256: '27120f02c63380a3721d0449cbc0210db8dc7e8a32667d0415402bbed66c8735',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'crew-handover', 'own-words', 'registration'],
});

describe('the walk-in set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of walkin.cases)
      expect(item.id).toMatch(new RegExp(`^wk-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
