import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * "Faint" before what is seen is an adjective ("a few faint wheals", "a faint pink rash", "faint
 * bruising"): the mark is pale, the patient did not faint. Hives that have faded after an antihistamine,
 * with nothing else, are not anaphylaxis.
 */
const adult = caseFormMaker({ patientAge: '22', gender: 'male' });

describe('a faint rash is no faint', () => {
  it.each(['a few faint wheals on one arm', 'a faint pink rash on his chest', 'faint red blotches left'])(
    'hives settling with "%s" are not anaphylaxis',
    (seen) => {
      const item = adult(
        'hives',
        `Itchy hives all over last night after strawberries, took antihistamines and they were gone by morning. Now ${seen}. Breathing fine, no lip swelling. Wants to know if he is allergic.`,
        '',
      );
      expect(flagIds(item)).not.toContain('anaphylaxis');
      expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(4);
    },
  );

  it('near-miss: hives with feeling faint after peanuts are still anaphylaxis', () => {
    const item = adult(
      'hives',
      'Hives all over after peanuts, now feels faint and dizzy.',
      'HR 118 BP 96/60',
    );
    expect(flagIds(item)).toContain('anaphylaxis');
  });
});
