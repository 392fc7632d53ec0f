import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * NICE NG109: a non-pregnant woman under 65 with lower urinary symptoms is treated on the dipstick without a
 * culture, unless the treatment has failed or the infections recur. After a course that did not work, the
 * urine goes to the laboratory: one resource, ESI 4.
 */
const woman = caseFormMaker({ patientAge: '31', gender: 'female' });

describe('cystitis after a course of antibiotics that failed', () => {
  it.each([
    ['UTI not better', 'Dysuria 6 days, finished nitrofurantoin, no fever, no loin pain'],
    [
      'Urine infection not getting better',
      'Burning and frequency for 5 days, finished 3 days of trimethoprim 2 days ago, no better. No fever, no loin pain.',
    ],
    ['Burning urine', 'Still burning after the antibiotics from the walk-in centre. No fever.'],
  ])('%j %j: urine culture', (complaint, story) => {
    expect(resourcesOf(woman(complaint, story, 'T 36.9 HR 80'))).toContain('labs');
  });

  it('recurrent infections in the history keep the culture', () => {
    const item = {
      ...woman('Burning urine', 'Dysuria and frequency 2 days, no fever.', 'T 36.8'),
      medicalHistory: 'Recurrent UTIs',
    };
    expect(resourcesOf(item)).toContain('labs');
  });

  it('a first uncomplicated cystitis is treated on the dipstick', () => {
    expect(
      resourcesOf(woman('Burning urine', 'Dysuria and frequency 2 days, no fever, no loin pain.', 'T 36.8')),
    ).toEqual([]);
  });
});
