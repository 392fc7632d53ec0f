import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A human bite that broke the skin, from someone with a blood-borne virus or at risk of one, is a
 * blood-borne virus exposure: baseline serology of the bitten (UKHSA; NICE NG184). One resource: ESI 4.
 */
const officer = caseFormMaker({ patientAge: '26', gender: 'male' });

it('bitten through the skin by a detainee known to have hepatitis C: baseline bloods', () => {
  const item = officer(
    'bitten by prisoner left forearm',
    'Bitten on the forearm by a detainee during an arrest 2h ago, two small puncture wounds, skin broken, bled a little. Detainee known IVDU, hep C positive. Moves hand fully.',
    'BP 130/82 HR 84 T 36.7',
  );
  expect(resourcesOf(item)).toContain('labs');
  expect(analyzeCase(item).scores.esi.level).toBe(4);
});

it('a child’s bite at nursery that left teeth marks without breaking the skin needs no bloods', () => {
  const item = officer(
    'bitten at nursery',
    'A boy bit her arm at nursery, teeth marks, skin not broken, no bleeding.',
    'HR 100',
    '3',
    'female',
  );
  expect(resourcesOf(item)).not.toContain('labs');
});
