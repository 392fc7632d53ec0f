import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Cases where time and change decide: two or three sets of observations, patients treated by a crew, a
 * GP, a pharmacist or their family before they arrive, patients re-assessed after a wait, and timelines
 * where the hours or days since an onset, a dose, an operation or a birth matter. Twenty-four cases per
 * ESI level, every body system and age. Written blind from ESI v4 guideline knowledge, without reading the
 * engine or the other sets, and frozen before any rule was changed for it: a tuning set.
 */
const trends = readFrozenCaseSet('trends-set.jsonl');

describeFrozenCaseSet(trends, {
  name: 'trends set',
  sha256: '38876e62eeace0748437476ab20c1b8c52e30c205faaae6d479f8857e8f2d32a',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['serial-obs', 'prehospital-treated', 'waiting-room-retriage', 'timeline'],
});

describe('the trends set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of trends.cases)
      expect(item.id).toMatch(new RegExp(`^tr-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
