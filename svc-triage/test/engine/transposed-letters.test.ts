import { analyzeCase } from '../../src/domain/engine';
import { readTransposedLetters } from '../../src/domain/engine/reading/transposed-letters';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Fast typing swaps two neighbouring letters. A swap of a clinical word the rules look for ("chets pain",
 * "walkign", "breathign", "abdominla", "headahce") is read back as the word; words that are correct, and
 * swaps that are English words of their own ("rarest", "he overdoes it"), are left alone.
 */
const adult = caseFormMaker({ patientAge: '49', gender: 'male' });

describe('two letters swapped', () => {
  it('reads the swapped clinical words back', () => {
    expect(
      readTransposedLetters('central chets pain walkign up stairs, breathign hard, abdominla pain'),
    ).toBe('central chest pain walking up stairs, breathing hard, abdominal pain');
  });

  it('near-miss: correct words and swaps that are words of their own stay', () => {
    expect(readTransposedLetters('the rarest cause; he overdoes the gym; chest and wrist fine')).toBe(
      'the rarest cause; he overdoes the gym; chest and wrist fine',
    );
  });

  it('"chets pain" on walking upstairs, to the jaw, sweaty, at 49 with a smoking history is an ACS (ESI 2)', () => {
    const item = adult(
      'chets pain',
      'central chets pain came on walkign up stairs 1hr ago, goes to jaw and L arm, sweaty. smoker.',
      'HR 88 BP 152/94 RR 18 Sats 97%',
    );
    expect(flagIds(item)).toContain('acute-coronary-syndrome');
    expect(analyzeCase(item).esi).toBe(2);
  });
});
