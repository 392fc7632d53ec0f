import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds } from './support/case-forms';

/**
 * "Fits" the verb is not a seizure: a stoma "bag no longer fits", a ring that "still fits", a splint that
 * "barely fits". A man whose prolapsed stoma no longer fits its bag had been given a seizure work-up (blood
 * tests, CT head, ECG). "He had a fit" still is a seizure.
 */
const man = caseFormMaker({ patientAge: '45', gender: 'male' });

describe('fits, the verb', () => {
  it.each([
    'Stoma protruded about 6 cm since lifting boxes, pink and working, but the bag no longer fits.',
    'Swollen finger after a knock, the ring still fits and comes off.',
  ])('%j: no seizure', (story) => {
    const item = man('Stoma sticking out more', story);
    expect(presentationIds(item)).not.toContain('seizure');
    expect(flagIds(item)).not.toContain('seizure');
  });

  it('"he had a fit at home" is a seizure', () => {
    expect(flagIds(man('Collapse', 'He had a fit at home, now drowsy.'))).toContain('seizure');
    expect(analyzeCase(man('Collapse', 'He had a fit at home, now drowsy.')).esi).toBeLessThanOrEqual(2);
  });
});
