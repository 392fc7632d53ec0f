import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A sting whose swelling and redness stay confined to the stung limb is a large local reaction, whatever a
 * passer-by calls it ("she's allergic, her whole hand's blowing up"): no systemic signs, so an oral
 * antihistamine at most, no injection (EAACI 2018 venom allergy; NICE CKS Insect bites and stings), ESI 5.
 * Swelling of the lips or a wheeze after the same sting is anaphylaxis.
 */
const woman = caseFormMaker({ patientAge: '47', gender: 'female' });

it('a bee sting with swelling confined to the hand, no systemic signs: ESI 5', () => {
  const item = woman(
    "Bee sting - 'allergic reaction'",
    "Passer-by: 'She's allergic, her whole hand's blowing up!' Stung on the back of the right hand 40 minutes ago. Swelling and redness confined to the hand. No rash elsewhere, no lip or tongue swelling, no wheeze, feels fine.",
    'HR 76, BP 126/80, RR 14, SpO2 99%',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

it('near-miss: a bee sting with lips swelling and a wheeze is not a local reaction', () => {
  const item = woman(
    'Bee sting',
    'Stung on the hand 20 minutes ago, now lips swelling and wheezy.',
    'HR 112, SpO2 94%',
  );
  expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
});
