import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * An older person's fall with a cause from outside (the bus braked, someone knocked into them) needs no
 * search for a medical cause, and one who got up, walks normally and has only a bruise with no tender
 * bone needs no X-ray (NICE NG249; NICE NG38): examination only, ESI 5. Sitting down hard "on the floor"
 * is not a long lie; a fall with dizziness, or one found on the floor, keeps its work-up.
 */
const older = caseFormMaker({ patientAge: '70', gender: 'male' });

describe('a fall with an outside cause, walked away from', () => {
  it('sat down hard when the bus braked, walking normally with a bruise: ESI 5', () => {
    const item = older(
      'Fell on bus when it braked',
      'Standing on a bus that braked sharply, sat down hard on the floor; no dizziness beforehand, no head strike. Sore left buttock with small bruise. Got up unaided, walking normally, no spinal tenderness, hips move fully without pain.',
      'HR 76, BP 138/82, RR 14, SpO2 97% RA',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('dizzy before the fall, or found on the floor: the cause is looked for', () => {
    expect(
      resourcesOf(older('Fall', 'Felt dizzy then fell at home, bruised hip, walking normally.')),
    ).toEqual(expect.arrayContaining(['labs', 'ecg']));
    expect(
      resourcesOf(older('Fall', 'Found lying on the floor by his daughter this morning, bruised elbow.')),
    ).toContain('labs');
  });

  it('a tender hip after the fall keeps its X-ray', () => {
    expect(
      resourcesOf(
        older(
          'Fall on bus',
          'The bus braked and he fell, now bony tenderness over the left hip, walking with a limp.',
        ),
      ),
    ).toContain('xray');
  });
});
