import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * The third held-out set: a fresh sample of the everyday case mix of an emergency department across all
 * complaint groups, in five writing styles, written from ESI v4 guideline knowledge without reading the engine
 * or the other sets, after the engine's rules of this round were written, and never tuned on. Like the first
 * two held-out sets it measures how the engine generalises; no rule is changed for its cases.
 */
const holdout = readFrozenCaseSet('holdout-3-set.jsonl');

describeFrozenCaseSet(holdout, {
  name: 'third held-out set',
  sha256: 'a2d97a2731722c811e565b2249c23c14ea43bb3053ff7a142f9193a82db8d8c3',
  minCases: 150,
  maxLevelShare: 0.3,
  styles: ['short-record', 'lay', 'narrative', 'triage-note', 'ems-handover'],
});

describe('the third held-out set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of holdout.cases)
      expect(item.id).toMatch(new RegExp(`^y-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
