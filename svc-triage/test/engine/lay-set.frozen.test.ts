import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A development set of cases in lay words: everyday complaints of all ages told in the patient's, parent's,
 * carer's or bystander's own words, as typed into a symptom tool or said at a front desk, often with the
 * deciding detail said in passing. About half carry vitals measured at the desk; the others only what the
 * person says. Written from ESI v4 guideline knowledge without reading the engine or the other sets, and
 * frozen before any rule is changed for it.
 */
const lay = readFrozenCaseSet('lay-set.jsonl');

describeFrozenCaseSet(lay, {
  name: 'lay-words set',
  sha256: '67f7a1e4ede1df7b215a0451abe06bdf5320e673491031bc97eaee552b55ac5a',
  minCases: 150,
  maxLevelShare: 0.3,
  styles: ['lay'],
});

describe('the lay-words set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of lay.cases)
      expect(item.id).toMatch(new RegExp(`^w-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
