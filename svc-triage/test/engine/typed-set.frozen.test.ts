import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Cases as they are really typed: in a hurry on a phone, in a rushed nurse's shorthand, by writers whose
 * English is regional or a second language ("loose motions", "giddiness", "fever since 2 days", "crook",
 * Tylenol and °F), and by voice dictation with its mishearings and numbers in words; misspellings, text-speak,
 * no punctuation, every system and age. Twenty-four cases per ESI level. Written blind from ESI v4
 * guideline knowledge, without reading the engine or the other sets, and frozen before any rule was changed
 * for it: a tuning set.
 */
const typed = readFrozenCaseSet('typed-set.jsonl');

describeFrozenCaseSet(typed, {
  name: 'typed set',
  sha256: '63da49c7c2d93f78cd348748d0fff7db3f9b1c7f018a1b07523acc2323a12fc3',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['phone-typed', 'nurse-shorthand', 'second-language', 'dictated'],
});

describe('the typed set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of typed.cases)
      expect(item.id).toMatch(new RegExp(`^ty-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
