import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * Blood and clots in the urine on an anticoagulant, with a steady pulse and pressure and no faint, is
 * clot retention: a three-way catheter, a washout and bloods at decision point C (ESI 3). The clots, or
 * "heavy red urine", had made it a bleed with haemodynamic risk and an uncontrolled bleed on
 * anticoagulation (ESI 2). With a fast pulse, a low pressure or a faint, or blood from somewhere else as
 * well, it still is.
 */
const form = (symptoms: string, vitals: string): CaseForm => ({
  patientAge: '79',
  gender: 'male',
  chiefComplaint: 'blood in urine with clots',
  symptoms,
  vitals,
  medicalHistory: 'atrial fibrillation, prostate radiotherapy',
  currentMedications: 'apixaban 5 mg twice daily',
});

it.each([
  'Heavy red urine since yesterday, passing clots, the stream keeps stopping, suprapubic ache 4/10.',
  'Two days of bright red urine and clots; unable to pass urine for six hours, lower tummy full, 6/10. Not dizzy.',
])('"%s" with steady vitals is ESI 3', (symptoms) => {
  expect(analyzeCase(form(symptoms, 'BP 146/82 HR 88 RR 16 T 36.6')).esi).toBe(3);
});

it.each([
  [
    'a fast pulse and a faint',
    'Heavy red urine with clots, felt faint on standing.',
    'BP 98/60 HR 122 RR 20',
  ],
  [
    'black stools as well',
    'Red urine with clots and black tarry stools since yesterday.',
    'BP 140/80 HR 90 RR 16',
  ],
])('near-miss: with %s it is ESI 2 or more urgent', (_label, symptoms, vitals) => {
  expect(analyzeCase(form(symptoms, vitals)).esi).toBeLessThanOrEqual(2);
});
