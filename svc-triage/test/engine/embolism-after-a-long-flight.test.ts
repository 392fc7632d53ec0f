import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A pulmonary embolism in a patient's words: a sharp pain in the chest "when I breathe in", "out of
 * breath on the stairs", a calf that "looks fatter than the other", after a flight of twenty hours. With
 * a risk factor it is high risk (ESI 2) whatever the saturation.
 */
const form = caseFormMaker({ patientAge: '34', gender: 'female' });

it('pleuritic pain and a fat calf four days after a 20-hour flight is a possible embolism (ESI 2)', () => {
  const item = {
    ...form(
      'sharp pain in my chest when I breathe in',
      'Flew back from Australia 4 days ago (over 20 hours). Yesterday my right calf started aching and it looks a bit fatter than the left. Today sharp stabbing pain left side of my chest when I breathe in and I get out of breath on the stairs. No fever, no cough.',
      'apple watch heart rate 108 sitting down. finger oxygen thing says 95%',
    ),
    currentMedications: 'the contraceptive pill (combined one)',
  };
  expect(flagIds(item)).toContain('pulmonary-embolism');
  expect(analyzeCase(item).esi).toBe(2);
});

it.each([
  'Flew home from Singapore yesterday, 13 hours, now breathless.',
  'Left calf bigger than the right for two days and short of breath today.',
])('"%s" is a possible embolism', (symptoms) => {
  expect(flagIds(form('breathless', symptoms, 'HR 104 SpO2 95%'))).toContain('pulmonary-embolism');
});

it('near-miss: a short flight and a cough with a fever is not', () => {
  expect(
    flagIds(
      form('cough', 'Flew to Paris last week, 1 hour. Cough and fever, chest hurts when I cough.', 'T 38.4'),
    ),
  ).not.toContain('pulmonary-embolism');
});
