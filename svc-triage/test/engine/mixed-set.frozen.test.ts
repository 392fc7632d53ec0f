import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * More than one thing at once: two or three complaints in one visit (the dangerous one second, or said in
 * passing), a minor complaint in a patient whose history or medicines change the risk (anticoagulants,
 * immunosuppression, pregnancy, dialysis, recent surgery) or whose long history is beside the point, a
 * complaint with an incidental abnormal vital sign, several relatives' worries about one patient. Resources
 * are counted across everything the department deals with that day. Twenty-four cases per ESI level, in
 * triage notes, patients' own words, handovers and registration fields. Written blind from ESI v4 guideline
 * knowledge, without reading the engine or the other sets, and frozen before any rule was changed for it:
 * a tuning set.
 */
const mixed = readFrozenCaseSet('mixed-set.jsonl');

describeFrozenCaseSet(mixed, {
  name: 'mixed set',
  sha256: '1a24763fe099a3ed794bb0755a9b9126d0ee93e308f54189f2ae60d18a486b8e',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'patient-words', 'handover', 'registration'],
});

describe('the mixed set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of mixed.cases)
      expect(item.id).toMatch(new RegExp(`^mx-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
