import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Patients as one clinician hands them over to another, in five writings: a nurse's SBAR handover, a
 * paramedic's ATMIST pre-alert (terse, abbreviated, treatment already given), an urgent-care or GP note in
 * SOAP form with the examiner's findings and plan, a GP's referral letter to the ED, and a telephone
 * nurse's summary of a caller's own words. Vital signs sit in the vitals field, in a line of the
 * narrative, or nowhere; six cases give the age only in the narrative. Thirty cases per ESI level across
 * every complaint group, about a fifth children (four under three months) and a sixth over 75, with
 * near-misses both ways and past events that are not current. Written blind from ESI v4 guideline
 * knowledge, without reading the engine or the other sets, and frozen before any rule was changed for it:
 * a tuning set.
 */
const handover = readFrozenCaseSet('handover-set.jsonl');

describeFrozenCaseSet(handover, {
  name: 'handover set',
  sha256: '6247cc66176b1dd26b985b47b3d237211e51bac80a694a83edf282f3aa0dc895',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['sbar', 'atmist', 'soap', 'referral', 'phone'],
});

describe('the handover set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of handover.cases)
      expect(item.id).toMatch(new RegExp(`^h-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
