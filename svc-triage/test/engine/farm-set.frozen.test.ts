import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Farms and rural life: tractors and machinery, livestock kicks and crushes, horse falls, chainsaws,
 * pesticides and sheep dip, barns and silos, illnesses caught from animals, places far from help, farm
 * children, and the everyday illnesses of rural people. Twenty-four cases per ESI level, in nurses' notes,
 * crews' handovers, relatives' phone calls and the patient's own words. Written blind from
 * ESI v4 guideline knowledge, without reading the engine or the other sets, and frozen before any rule
 * was changed for it: a tuning set.
 */
const farm = readFrozenCaseSet('farm-set.jsonl');

describeFrozenCaseSet(farm, {
  name: 'farm set',
  sha256: '3fa74ecb93479f7055ed62157632ce6531e735c1487d012d225fb9d483e59975',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'crew-handover', 'phone-call', 'own-words'],
});

describe('the farm set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of farm.cases)
      expect(item.id).toMatch(new RegExp(`^fm-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
