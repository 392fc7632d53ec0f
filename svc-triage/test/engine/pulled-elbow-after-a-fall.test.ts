import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A toddler who will not use an arm after a fall may have a fracture: the arm is X-rayed first and not
 * manipulated blind, so the pulled-elbow reduction is not counted beside the X-ray (RCEM: a classic pull
 * with no fall is reduced without an X-ray). Counting both made a fall on an arm ESI 3 instead of ESI 4.
 */
const toddler = caseFormMaker({ patientAge: '2', gender: 'female' });
const VITALS = 'HR 128 RR 28 T 36.9 SpO2 99%';

describe('a pulled-elbow picture after a fall is X-rayed, not reduced', () => {
  it.each([
    'Fell off the trampoline onto the grass an hour ago, since then she will not use her left arm, keeps it tucked against her tummy.',
    'Fell from the sofa onto her outstretched arm, now refuses to use her right arm. Mild swelling above the elbow.',
  ])('%s', (symptoms) => {
    const form = toddler("won't use arm", symptoms, VITALS);
    expect(resourcesOf(form)).toEqual(['xray']);
    expect(analyzeCase(form).esi).toBe(4);
  });

  it('a classic pull with no fall is reduced without an X-ray', () => {
    const form = toddler(
      "won't use arm",
      'Her dad swung her up by the hands at the park, she cried and now will not use her left arm, holding it by her side. No fall, no swelling.',
      VITALS,
    );
    expect(resourcesOf(form)).toEqual(['simpleProcedure']);
    expect(analyzeCase(form).esi).toBe(4);
  });
});
