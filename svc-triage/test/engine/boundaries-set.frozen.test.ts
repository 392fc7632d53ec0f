import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * The boundaries set: cases that sit on a decision boundary of the ESI v4 algorithm, where a triage engine
 * most often errs — high-risk presentations that look stable against their low-risk twins (ESI 2/3),
 * resource counting and danger-zone vital signs (ESI 3/4, 3/2), one resource or none (ESI 4/5), with
 * immediate life-saving interventions mixed in, some not obviously labelled. Written in five styles from
 * ESI v4 guideline knowledge without reading the engine or the other sets, before any rule is changed for
 * it. It measures; a case is never changed to fit the engine.
 */
const boundaries = readFrozenCaseSet('boundaries-set.jsonl');

describeFrozenCaseSet(boundaries, {
  name: 'boundaries set',
  sha256: '74a5412fc6e39658106e481d16b9fb86351b542bca6dd78300243d4f2b3cd392',
  minCases: 200,
  maxLevelShare: 0.3,
  styles: ['short-record', 'lay', 'narrative', 'triage-note', 'ems-handover'],
});

describe('the boundaries set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of boundaries.cases)
      expect(item.id).toMatch(new RegExp(`^b-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
