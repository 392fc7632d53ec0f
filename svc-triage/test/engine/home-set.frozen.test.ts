import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Taken ill or hurt at home: DIY and household accidents, the kitchen and the garden, falls on the stairs,
 * household chemicals, pets, small children into things, cooking and cleaning, older people living alone,
 * and the illnesses that start at home. Twenty-four cases per ESI level, in nurses' notes, crews'
 * handovers, relatives' phone calls and the patient's own words. Written blind from ESI v4 guideline
 * knowledge, without reading the engine or the other sets, and frozen before any rule was changed for it:
 * a tuning set.
 */
const home = readFrozenCaseSet('home-set.jsonl');

describeFrozenCaseSet(home, {
  name: 'home set',
  sha256: 'fa985f949124b8df45892219ad08762a4c64f1e89c48a722250fbe02945d3fb3',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'crew-handover', 'phone-call', 'own-words'],
});

describe('the home set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of home.cases)
      expect(item.id).toMatch(new RegExp(`^hm-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
