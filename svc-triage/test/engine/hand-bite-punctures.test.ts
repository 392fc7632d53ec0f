import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A fresh cat bite's punctures on the back of a hand that moves fully are irrigated and covered with oral
 * antibiotics (NICE NG184): no X-ray, ESI 5. A puncture over a knuckle or joint, a swollen hand, or a deep
 * bite may reach bone, joint or tendon sheath and is X-rayed. Punctures said to be small, on a hand not
 * said to be hurt further, are cleaned and covered too, whether or not its movement was written down.
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
    'A monkey bit the back of my hand two days ago, two little puncture marks that bled a bit. The hand is not swollen or red.',
    'Kitten bite to L hand this am, 2 tiny puncture wounds, cleaned at home',
  ])('%j: small punctures on an unhurt hand, no X-ray', (story) => {
    expect(resourcesOf(adult('Bitten on the hand', story))).not.toContain('xray');
  });

  it.each([
    'Cat bite, 2 punctures over the index finger knuckle, full ROM',
    'Cat bite, 2 small punctures over the index finger knuckle',
    'Two little puncture marks on the hand from the dog, hand now swollen',
    'Cat bite to the hand, punctures, not moved it since',
    'Cat bite to the hand, punctures, hand swollen since this morning',
    'Dog bite, deep puncture to the palm',
  ])('%j: X-rayed', (story) => {
    expect(resourcesOf(adult('Bite to hand', story))).toContain('xray');
  });
});
