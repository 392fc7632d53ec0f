import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A dry, tickly cough for weeks since an ACE inhibitor began, with no blood, weight loss, sweats,
 * breathlessness or fever, is the drug's: it is changed, without a chest X-ray (ESI 5). The same cough
 * with blood or weight loss is X-rayed.
 */
const form = caseFormMaker({ patientAge: '60', gender: 'male' });

it.each([
  [
    'annoying dry cough for 2 months',
    'Tickly dry cough ever since I started my new blood pressure tablet about 2 months ago. Nothing comes up. Not short of breath, no fever, no blood, no weight loss.',
    'lisinopril 10mg started 2 months ago',
  ],
  [
    'Dry cough for two months',
    'Dry, tickly cough for about two months, keeps her awake. Started ramipril ten weeks ago. Not breathless, no fever, no sputum, no blood, no weight loss.',
    'Ramipril 5 mg daily',
  ],
])('"%s" is the ACE inhibitor\'s cough (ESI 5)', (chiefComplaint, symptoms, medicines) => {
  const item = {
    ...form(chiefComplaint, symptoms, 'HR 70 BP 134/82 SpO2 98% T 36.6'),
    currentMedications: medicines,
  };
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

it('near-miss: the same cough with blood and weight loss is X-rayed', () => {
  const item = {
    ...form(
      'cough 2 months',
      'Dry cough for two months since ramipril, now streaks of blood and weight loss.',
      'HR 80 SpO2 97%',
    ),
    currentMedications: 'Ramipril 5 mg',
  };
  expect(resourcesOf(item)).toContain('xray');
});
