import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Cases told by someone other than the patient, or through a barrier: care-home staff, learning-disability
 * support workers, interpreters (and their translated phrasing), teachers, parents of infants and non-verbal
 * children, partners, bystanders and security staff, for patients with dementia, aphasia, deafness, autism or
 * intoxication. The teller may overstate the danger ("blood everywhere" from grazes) or understate it ("just a
 * nap", "quieter than usual"). Twenty-four cases per ESI level. Written blind from ESI v4 guideline
 * knowledge, without reading the engine or the other sets, and frozen before any rule was changed for it:
 * a tuning set.
 */
const voices = readFrozenCaseSet('voices-set.jsonl');

describeFrozenCaseSet(voices, {
  name: 'voices set',
  sha256: '687234822ab2954b0e87087b9b1f1c3fef5cf33495e8d83428c908a1d87c0ea2',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['carer', 'interpreter', 'bystander', 'institution'],
});

describe('the voices set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of voices.cases)
      expect(item.id).toMatch(new RegExp(`^vo-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
