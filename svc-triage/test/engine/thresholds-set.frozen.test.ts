import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Cases a number or a line decides: danger-zone vital signs for the patient's age and when not to
 * upgrade for them, the fever rules by age band, pain of 7/10 or more with and without a consistent
 * presentation, saturation on oxygen or room air, low blood pressure, consciousness, glucose, weeks of
 * pregnancy, and the resource count on the lines between two, one and none. Twenty-four cases per ESI
 * level, every body system and age, with near-misses just outside each line. Written blind from ESI v4
 * guideline knowledge, without reading the engine or the other sets, and frozen before any rule was
 * changed for it: a tuning set.
 */
const thresholds = readFrozenCaseSet('thresholds-set.jsonl');

describeFrozenCaseSet(thresholds, {
  name: 'thresholds set',
  sha256: '6af3198f74299513631cd73d532a7fa53717b5606466cd3d6516d763996e2f56',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'prose-paragraph', 'registration-fields', 'own-words'],
});

describe('the thresholds set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of thresholds.cases)
      expect(item.id).toMatch(new RegExp(`^th-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
