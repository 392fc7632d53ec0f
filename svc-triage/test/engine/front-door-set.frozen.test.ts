import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A front-door set: fifty patients as they come through an emergency department's door, ten at each ESI
 * level, neonates to a 93-year-old, every complaint group, told as a crew's handover, a triage note's
 * shorthand, clean structured fields, the patient's or a parent's own words, or a letter, call or care-home
 * report relayed. Written from ESI v4 guideline knowledge without reading the engine or the other sets, and
 * frozen before it was first measured; the rules it found wrong were changed with tests of their own cases.
 */
const frontDoor = readFrozenCaseSet('front-door-set.jsonl');

describeFrozenCaseSet(frontDoor, {
  name: 'front-door set',
  sha256: 'b5e7e7c5611672c8e219bd35ae97d1c6e74999996d4a7db59f542d9379ce2fce',
  minCases: 50,
  maxLevelShare: 0.2,
  styles: ['handover', 'shorthand', 'structured', 'lay', 'relayed'],
});

describe('the front-door set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of frontDoor.cases)
      expect(item.id).toMatch(new RegExp(`^fr-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
