import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * The development set was written from guideline knowledge before the engine's rules were changed, and
 * the engine is tuned to it.
 */
describeFrozenCaseSet(readFrozenCaseSet('dev-set.jsonl'), {
  name: 'development set',
  sha256: '03c461e8ded8329cff3fe2b9c59ec2b3cd83fd644f4bef93f2b3acd849d5c400',
  minCases: 400,
  maxLevelShare: 0.25,
  styles: ['ems-handover', 'terse', 'structured', 'prose-vitals', 'lay', 'registry'],
});
