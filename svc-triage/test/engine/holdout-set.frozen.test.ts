import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * The held-out set measures the engine on cases it was never tuned to: it was written from ESI v4
 * guideline knowledge without reading the engine's rules, the development set or the teaching bank,
 * and frozen before the engine was first run on it. Changing a case after seeing the engine's answer
 * would turn it into a second development set.
 */
const holdout = readFrozenCaseSet('holdout-set.jsonl');

describeFrozenCaseSet(holdout, {
  name: 'held-out set',
  sha256: 'f30ee5945c542c9984aa66da1ff84a45aa5641b05c5bbdba5846ad5d76cbefd5',
  minCases: 250,
  styles: [
    'ems-handover',
    'terse',
    'structured',
    'prose-vitals',
    'short-record',
    'lay-description',
    'self-care',
  ],
});

describe('the held-out set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of holdout.cases)
      expect(item.id).toMatch(new RegExp(`^h-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
