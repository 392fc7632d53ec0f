import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A baby with a cold who "sounds rattly" or has snuffly, noisy breathing that clears with a cough, and
 * who feeds, smiles and has no recession, grunting or low saturation, has the upper-airway noise of a
 * cold, not a threatened airway (ESI 5). Noisy breathing with stridor, recession or grunting is.
 */
const baby = caseFormMaker({ patientAge: '10 months', gender: 'female' });

it.each([
  [
    'Cold and cough, noisy breathing',
    "Parents worried she 'sounds rattly'. 2 days of runny nose and cough, snuffly noises from her nose when feeding. Feeding normally, playful. No recession, no nasal flaring, no grunting, chest clear apart from transmitted upper-airway noises that clear when she coughs.",
    'HR 128, RR 34, SpO2 98% RA, T 37.6',
  ],
  [
    'Cough, runny nose and noisy breathing',
    'Three days of runny nose and cough, parents alarmed by the rattling noise of her breathing. Taking most of her milk, wet nappies, smiling. No recession, no grunting, no pauses.',
    'HR 134, RR 36, SpO2 96% RA, T 37.8',
  ],
])('"%s" is the noise of a cold, not airway compromise', (chiefComplaint, symptoms, vitals) => {
  const item = baby(chiefComplaint, symptoms, vitals);
  expect(flagIds(item)).not.toContain('airway-compromise');
  expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(4);
});

it('a wheeze with a cold before the first birthday is bronchiolitis: no nebulisers', () => {
  const item = baby(
    'wheezy with a cold',
    'Runny nose and cough 3 days, a little wheeze, feeding well, smiling.',
    'HR 130 RR 36 SpO2 97%',
  );
  expect(analyzeCase(item).scores.esi.resources).not.toContain('parenteralMedication');
});

it('near-miss: noisy breathing with a cold and recession is airway compromise', () => {
  const item = baby(
    'noisy breathing',
    'Runny nose, noisy breathing, sucking in under her ribs, grunting.',
    'RR 58 SpO2 93%',
  );
  expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
});
