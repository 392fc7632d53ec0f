import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * "Suddenly unable to move his left arm" is a stroke until shown otherwise (BE-FAST: arm). Told with the
 * patient's side and a possessive between ("his left arm"), it was not read as weakness: a 68-year-old was
 * ESI 3. A limb that hurts to move is kept still by the pain and stays with its own complaint.
 */
const adult = caseFormMaker({ patientAge: '68', gender: 'male' });
const VITALS = 'BP 168/94 HR 82 RR 16 SpO2 97% T 36.8';

describe('a limb that suddenly will not move is a stroke', () => {
  it.each([
    'Suddenly unable to move his left arm an hour ago.',
    "Can't move her right arm since 9am, came on suddenly.",
    'Cannot lift his left arm since waking.',
    "Suddenly couldn't move her right leg 40 minutes ago.",
  ])('%s', (symptoms) => {
    const result = analyzeCase(adult('weak arm', symptoms, VITALS));
    expect(result.redFlags.map((flag) => flag.id)).toContain('stroke-tia');
    expect(result.esi).toBeLessThanOrEqual(2);
  });

  describe('near misses: a limb kept still by its pain', () => {
    it.each([
      "Right shoulder pain for a week, can't lift his right arm because it hurts.",
      'Left knee swollen and sore, unable to move his left leg fully.',
    ])('%s', (symptoms) => {
      expect(flagIds(adult('limb pain', symptoms, VITALS))).not.toContain('stroke-tia');
    });
  });
});
