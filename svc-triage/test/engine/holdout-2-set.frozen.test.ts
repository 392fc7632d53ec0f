import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * The second held-out set: the everyday case mix of an emergency department in five writing styles, written
 * from ESI v4 guideline knowledge without reading the engine or the other sets, after the engine's rules of
 * this round were written, and never tuned on. Like the first held-out set it measures; no rule is changed
 * for its cases.
 */
const holdout = readFrozenCaseSet('holdout-2-set.jsonl');

describeFrozenCaseSet(holdout, {
  name: 'second held-out set',
  sha256: '3521f543c3748d3174bde402f824fda4815ce9ee07a3d13df9cb42720c4ac5c2',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['short-record', 'lay', 'narrative', 'triage-note', 'ems-handover'],
});

describe('the second held-out set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of holdout.cases)
      expect(item.id).toMatch(new RegExp(`^x-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
