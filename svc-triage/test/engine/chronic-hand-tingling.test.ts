import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Tingling of the thumb, index and middle fingers at night for months, eased by shaking the hand, is
 * carpal tunnel syndrome: a clinical diagnosis and an outpatient referral, no blood tests (NICE CKS
 * Carpal tunnel syndrome), ESI 5. The engine read "for 3 months" but not the note's "x3 months", nor
 * the shaking that eases it. New one-sided numbness today is another matter.
 */
const adult = caseFormMaker({ patientAge: '45', gender: 'male' });

describe('long-standing hand tingling', () => {
  it('night-time tingling of three fingers x3 months, eased by shaking the hand: no blood tests (ESI 5)', () => {
    const item = adult(
      'R hand tingling',
      'Tingling thumb/index/middle fingers R hand at night x3 months, relieved by shaking hand. No weakness, no neck pain.',
      'BP 130/82, HR 70',
    );
    expect(resourcesOf(item)).not.toContain('labs');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('wakes at night with pins and needles, shakes her hand to ease it', () => {
    const item = adult(
      'Pins and needles in hand',
      'Wakes at night with pins and needles in the left hand, shakes her hand and it goes, for 2 months.',
      '',
      '52',
      'female',
    );
    expect(resourcesOf(item)).not.toContain('labs');
  });

  it('near-miss: numbness of one arm and the face since this morning is worked up', () => {
    const item = adult(
      'Numb arm',
      'Left arm and left side of face numb since 9 am today.',
      'BP 168/94, HR 80',
      '66',
    );
    expect(resourcesOf(item)).toContain('advancedImaging');
  });
});
