import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * High sugars with thirst in known type 2 diabetes, ketones measured low, eating and drinking, no
 * vomiting: bloods, oral fluids and the missed medicine restarted (JBDS 2023), one resource, ESI 4. IV
 * fluids were added for the thirst alone. A first diagnosis, or ketones, vomiting or drowsiness, keep them.
 */
const form = (symptoms: string, medicalHistory: string): CaseForm => ({
  patientAge: '56',
  gender: 'male',
  chiefComplaint: 'high blood sugar',
  symptoms,
  vitals: 'HR 84 BP 134/82 RR 14 SpO2 98% T 36.8',
  medicalHistory,
  currentMedications: 'metformin',
});

it('thirsty with sugars in the 20s, ketones 0.3, eating and drinking, known T2DM: ESI 4', () => {
  expect(
    analyzeCase(
      form(
        'Thirsty and passing urine a lot for two weeks, glucose 23.1 mmol/L, ketones 0.3, eating and drinking normally.',
        'Type 2 diabetes',
      ),
    ).esi,
  ).toBe(4);
});

it('near-miss: the same with vomiting keeps IV fluids (ESI 3)', () => {
  expect(
    analyzeCase(
      form('Thirsty, glucose 23.1 mmol/L, ketones 0.3, vomiting since this morning.', 'Type 2 diabetes'),
    ).esi,
  ).toBe(3);
});
