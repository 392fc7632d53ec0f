import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * The rules set was written from the ESI v4 decision points (A: AVPU and life-saving needs, B: high-risk
 * situations and their near-misses, C: resource counting, D: danger-zone vitals by age) before the engine's
 * rules were changed for it; the engine is tuned to it.
 */
describeFrozenCaseSet(readFrozenCaseSet('rules-set.jsonl'), {
  name: 'rules set',
  sha256: '774d2f86b09b14bd67d9462d67713c65a8339a72de107cbce882c06e04eb3bf3',
  minCases: 150,
  maxLevelShare: 0.25,
  styles: ['ems-handover', 'terse', 'structured', 'prose-vitals', 'lay', 'registry'],
});
