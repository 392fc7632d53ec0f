import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A fresh cat bite's punctures on the back of a hand that moves fully are irrigated and covered with oral
 * antibiotics (NICE NG184): no X-ray, ESI 5. A puncture over a knuckle or joint, a swollen hand, or a deep
 * bite may reach bone, joint or tendon sheath and is X-rayed.
 */
const adult = caseFormMaker({ patientAge: '29', gender: 'female' });

describe('punctures from a bite on the hand', () => {
  it('two punctures on the back of the hand, no swelling, full movement: ESI 5', () => {
    const item = adult(
      'Cat bite, hand',
      'Own cat, 2 punctures back of hand 1 hr ago, no swelling, full ROM',
      'HR 74 BP 118/72 T 36.7',
    );
    expect(resourcesOf(item)).not.toContain('xray');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it.each([
    'Cat bite, 2 punctures over the index finger knuckle, full ROM',
    'Cat bite to the hand, punctures, hand swollen since this morning',
    'Dog bite, deep puncture to the palm',
  ])('%j: X-rayed', (story) => {
    expect(resourcesOf(adult('Bite to hand', story))).toContain('xray');
  });
});
