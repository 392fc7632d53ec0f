import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Short descriptions of a health problem as the public, a health-education leaflet or a textbook exercise
 * writes them: two to six sentences, mostly without measured vital signs (a home thermometer, blood-pressure
 * cuff or pulse oximeter in about one case in five), in the third person, the first person, a parent's or
 * carer's words, or a terse exam stem. Each answers "how urgently does this person need care?": emergencies
 * told in calm words, benign problems told in worried words, and the same-day cases between. A quarter are
 * children and a fifth are over 75. Written from ESI v4 guideline knowledge without reading the engine or the
 * other sets, and frozen before any rule is changed for it.
 */
const vignettes = readFrozenCaseSet('vignettes-set.jsonl');

describeFrozenCaseSet(vignettes, {
  name: 'vignettes set',
  sha256: '8da928caa58d803f0a9c5efafb0639ac2bc96ca72d3e7bba8f79f2c1f59bfdbe',
  minCases: 150,
  maxLevelShare: 0.25,
  styles: ['third-person', 'first-person', 'parent', 'textbook'],
});

describe('the vignettes set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of vignettes.cases)
      expect(item.id).toMatch(new RegExp(`^v-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
