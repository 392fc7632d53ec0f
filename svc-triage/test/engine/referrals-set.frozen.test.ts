import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Patients sent in by someone else: a GP's letter or call, an urgent care centre, a pharmacist, a dentist,
 * an optician, a midwife, a care home, a school nurse, a telephone service or a crew's pre-alert, with what
 * the referrer found and asked for; referrals that need nothing here and patients sicker than the referrer
 * thought. Twenty-four cases per ESI level, in referral letters, phone calls, radio pre-alerts and
 * registration fields. Written blind from ESI v4 guideline knowledge, without reading the engine or the
 * other sets, and frozen before any rule was changed for it: a tuning set.
 */
const referrals = readFrozenCaseSet('referrals-set.jsonl');

describeFrozenCaseSet(referrals, {
  name: 'referrals set',
  sha256: '8af52282acd9d2ca8172450283d3c7bd0921eae508eb52abdd07bc30130cb8e9',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['referral-letter', 'phone-call', 'radio-prealert', 'registration'],
});

describe('the referrals set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of referrals.cases)
      expect(item.id).toMatch(new RegExp(`^rf-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
