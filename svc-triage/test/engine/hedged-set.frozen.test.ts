import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Cases in the language of uncertainty, negation and other people: differentials written as "?PE" or
 * "r/o ACS", symptoms that have passed beside a serious past, dense negation with a few positives hidden
 * in it, and another person's illness (a family history, a contact, a relative's death) beside the
 * patient's own problem. Twenty-four cases per ESI level, every body system and age. Written blind from
 * ESI v4 guideline knowledge, without reading the engine or the other sets, and frozen before any rule was
 * changed for it: a tuning set.
 */
const hedged = readFrozenCaseSet('hedged-set.jsonl');

describeFrozenCaseSet(hedged, {
  name: 'hedged set',
  sha256: '4dd4af120edcbb7cbcc71b6d803ab7ad50a9ce96f87c08f3f10f6db962c3e0d9',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['query-differential', 'resolved-or-past', 'negated-heavy', 'someone-else'],
});

describe('the hedged set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of hedged.cases)
      expect(item.id).toMatch(new RegExp(`^hd-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
