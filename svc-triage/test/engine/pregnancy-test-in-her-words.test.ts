import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf, flagIds } from './support/case-forms';

/**
 * A home pregnancy test told in a woman's words ("did a test last night and there was a faint second
 * line") is a positive test, and "my period's about a week late" is a late period. With one-sided pain,
 * spotting, dizziness or shoulder-tip pain that is an ectopic pregnancy until a scan says otherwise
 * (NICE NG126; ESI 2), even when she thinks it is a water infection.
 */
const woman = caseFormMaker({ patientAge: '26', gender: 'female' });

describe('a pregnancy test and a late period in her own words', () => {
  it('reads the faint second line as a positive test and the late period as a possible pregnancy', () => {
    const item = woman(
      'Tummy ache',
      "My period's about a week late so I did a test last night and there was a faint second line.",
    );
    expect(factsOf(item).pregnancy.pregnant).toBe(true);
    expect(factsOf(woman('Tummy ache', "My period's about a week late.")).pregnancy.possiblyPregnant).toBe(
      true,
    );
  });

  it('with right-sided pain, spotting and dizziness: an ectopic pregnancy (ESI 2)', () => {
    const item = woman(
      "I think I've got a water infection",
      "Pain low down on the right for two days, stings when I wee. My period's a week late, I did a test last night and there was a faint second line. Brown spotting. Felt dizzy getting off the bus.",
    );
    expect(flagIds(item)).toContain('ectopic-pregnancy');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('a test with one line only is not a positive test', () => {
    expect(
      factsOf(woman('Stinging wee', 'Did a pregnancy test, only one line, period due next week.')).pregnancy
        .pregnant,
    ).toBe(false);
  });
});
