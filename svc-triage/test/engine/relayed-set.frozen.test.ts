import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Cases told second-hand or across a language: triage through an interpreter with its literal turns of
 * phrase, a patient or relative typing in English as a second language, a care-home nurse, support worker
 * or school nurse calling ahead, and a relative's message handed to the desk. Twenty-four cases per ESI
 * level, every body system and age. Written blind from ESI v4 guideline knowledge, without reading the
 * engine or the other sets, and frozen before any rule was changed for it: a tuning set.
 */
const relayed = readFrozenCaseSet('relayed-set.jsonl');

describeFrozenCaseSet(relayed, {
  name: 'relayed set',
  sha256: 'ef4e2542c671b9e8270cb74e472d5e8dba6f139eb872bdd7883f45a87a8bd40b',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['interpreter-relay', 'second-language', 'carer-call', 'family-message'],
});

describe('the relayed set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of relayed.cases)
      expect(item.id).toMatch(new RegExp(`^rl-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
