import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A nosebleed that "won't stop" on an anticoagulant, in a patient whose pulse, pressure and head are
 * steady, is packed and its clotting checked: two resources, ESI 3. The same with a fast pulse, a low
 * pressure or a faint, or with blood from a second place (the urine, the bowel), is a major bleed (ACC
 * 2020: haemodynamic instability), ESI 2 or more.
 */
const form = (symptoms: string, vitals: string): CaseForm => ({
  patientAge: '81',
  gender: 'male',
  chiefComplaint: "Nosebleed won't stop, on a blood thinner",
  symptoms,
  vitals,
  medicalHistory: 'Atrial fibrillation',
  currentMedications: 'Apixaban 5 mg twice daily',
});

it('a nosebleed still running, steady pulse and pressure, not dizzy, is ESI 3', () => {
  const result = analyzeCase(
    form(
      'Left nosebleed for 90 minutes, two lots of 20 minutes pressure, still dripping. Not dizzy, chatty.',
      'HR 88 BP 158/86 RR 16 SpO2 97%',
    ),
  );
  expect(result.esi).toBe(3);
});

it.each([
  [
    'with a fast pulse and a faint',
    'Nosebleed for 2 hours that will not stop, felt faint standing up.',
    'HR 124 BP 98/60 RR 20',
  ],
  [
    'with blood in the urine as well',
    "Nosebleed that won't stop and blood in his urine since yesterday.",
    'HR 88 BP 150/84 RR 16',
  ],
])('near-miss: %s it is a major bleed (ESI 2 or more)', (_label, symptoms, vitals) => {
  expect(analyzeCase(form(symptoms, vitals)).esi).toBeLessThanOrEqual(2);
});
