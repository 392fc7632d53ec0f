import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A patient with COPD who is "slightly breathless as usual", breathing "at his usual baseline", and has cut
 * a finger has come for the finger: his usual breathlessness is the background, not a presentation with
 * its bloods, X-ray and ECG. Breathlessness said to be worse than usual is one.
 */
const man = caseFormMaker({ patientAge: '67', gender: 'male' });

it('a cut finger in COPD, breathing at baseline: the repair alone (ESI 4)', () => {
  const item = {
    ...man(
      'cut finger on a tin lid',
      '2 cm gaping cut on the side of his index finger, bleeding stopped with pressure, full movement and feeling. His breathing is at his usual baseline, slightly breathless as usual, talking in full sentences.',
      'HR 84 BP 136/80 RR 18 SpO2 93% on air (baseline 92-94)',
    ),
    medicalHistory: 'COPD on home oxygen in the evenings',
  };
  expect(presentationIds(item)).not.toContain('shortness-of-breath');
  expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  expect(analyzeCase(item).esi).toBe(4);
});

it('near-miss: more breathless than usual for two days is shortness of breath', () => {
  expect(
    presentationIds({
      ...man(
        'breathing worse',
        'More breathless than usual for two days, coughing green sputum.',
        'SpO2 90%',
      ),
      medicalHistory: 'COPD',
    }),
  ).toContain('shortness-of-breath');
});
