import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Ankles "a bit more swollen" or "getting puffy" are oedema of both legs, a presentation of its own. In a
 * patient with known heart failure who is not breathless, the visit is a blood test to adjust the diuretic
 * (NICE NG106): no chest X-ray. Breathlessness or orthopnoea brings it back.
 */
const man = caseFormMaker({ patientAge: '79', gender: 'male' });
const HEART_FAILURE = { medicalHistory: 'Heart failure with reduced ejection fraction' };

describe('swollen ankles of known heart failure', () => {
  it('"ankles a bit more swollen" is oedema of both legs', () => {
    expect(presentationIds(man('Ankles a bit more swollen', 'Feet getting puffy this week.'))).toContain(
      'generalized-edema',
    );
  });

  it('known heart failure, not breathless: bloods, no chest X-ray', () => {
    const item = {
      ...man(
        'Ankles a bit more swollen',
        'Weight up 1.5 kg, no breathlessness at rest, sleeping flat as usual.',
        'SpO2 97% RA',
      ),
      ...HEART_FAILURE,
    };
    expect(resourcesOf(item)).toEqual(['labs']);
  });

  it('near-miss: known heart failure, now breathless lying flat: the chest X-ray stays', () => {
    const item = {
      ...man('Ankles more swollen', 'Breathless lying flat for three nights, weight up 3 kg.', 'SpO2 93% RA'),
      ...HEART_FAILURE,
    };
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'xray']));
  });
});
