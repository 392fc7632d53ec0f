import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf, flagIds } from './support/case-forms';

/**
 * "I had my baby five days ago" is the postpartum period in a mother's words, when pre-eclampsia can
 * still begin: a severe headache with a pressure of 166/108 and flashing lights is pre-eclampsia
 * (NICE NG133; ESI 2). A baby had years ago is not the postpartum period.
 */
const mother = caseFormMaker({ patientAge: '34', gender: 'female' });

describe('the postpartum period in a mother’s words', () => {
  it('"I had my baby five days ago" with headache and a high pressure: pre-eclampsia (ESI 2)', () => {
    const item = mother(
      'Bad headache after having my baby',
      "I had my baby five days ago. Pounding headache since last night that paracetamol won't touch, flashing zigzag lights.",
      'Home BP 166/108, then 170/110',
    );
    expect(factsOf(item).pregnancy.postpartum).toBe(true);
    expect(flagIds(item)).toContain('pre-eclampsia');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('a mother who had her baby two years ago is not postpartum', () => {
    const item = mother(
      'Headache',
      'Tension headache, I had my baby two years ago and sleep badly.',
      'BP 128/80',
    );
    expect(factsOf(item).pregnancy.postpartum).toBe(false);
  });
});
