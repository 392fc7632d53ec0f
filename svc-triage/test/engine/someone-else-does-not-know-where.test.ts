import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, mentalStatusOf } from './support/case-forms';

/**
 * "She doesn't know where she is" is disorientation; "he does not know where she is" is someone else not
 * knowing where the patient is. A woman who had left a violent partner, "he does not know where she is",
 * was read as newly confused (ESI 2) for a swollen finger (ESI 4).
 */
const adult = caseFormMaker({ patientAge: '40', gender: 'female' });

describe('who does not know where', () => {
  it('the partner not knowing where she is is no confusion of hers (ESI 4)', () => {
    const item = adult(
      'Painful swollen finger',
      'Her partner bent her right ring finger back two days ago. She left and is staying with her sister; he does not know where she is and the police are involved. Finger swollen and bruised at the middle joint, not deformed.',
      'HR 80, BP 122/76, RR 14, SpO2 99%',
    );
    expect(mentalStatusOf(item).altered).toBe(false);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('"she doesn\'t know where she is" is disorientation', () => {
    expect(
      mentalStatusOf(
        adult('Confused', "Daughter says she doesn't know where she is since this morning.", '', '84'),
      ).altered,
    ).toBe(true);
  });

  it('"does not know where he is" with no other subject is disorientation', () => {
    expect(
      mentalStatusOf(adult('Confused', 'Found wandering, does not know where he is.', '', '79', 'male'))
        .altered,
    ).toBe(true);
  });
});
