import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A crack or snap of an erect penis, the erection lost at once and an "aubergine" swelling, is a penile
 * fracture, repaired surgically within hours (EAU 2024): a high-risk situation, ESI 2. A dialysis fistula
 * spurting through towels in a patient who "is white and feels faint" is bleeding with shock: control it
 * now (ESI 1). A curve of the erect penis for months is not a fracture.
 */
const man = (chiefComplaint: string, symptoms: string): CaseForm => ({
  patientAge: '34',
  gender: 'male',
  chiefComplaint,
  symptoms,
  vitals: 'BP 140/86 HR 96 RR 18 SpO2 99%',
  medicalHistory: 'nil',
  currentMedications: 'none',
});

it.each([
  [
    'Penile injury during sex',
    "Heard a 'crack' during intercourse an hour ago, lost the erection at once, the shaft swelled up purple like an aubergine.",
  ],
  [
    'penis snapped',
    'Felt a snap while erect this morning, immediate loss of erection, swollen and bruised, bent to the left.',
  ],
])('"%s" is a penile fracture (ESI 2)', (chiefComplaint, symptoms) => {
  expect(analyzeCase(man(chiefComplaint, symptoms)).esi).toBe(2);
});

it('near-miss: a curve of the erect penis for six months, no pain now, is not a fracture', () => {
  expect(
    analyzeCase(
      man(
        'bent penis',
        'My penis has a bend when erect that has got worse over six months, no pain, no swelling.',
      ),
    ).esi,
  ).toBeGreaterThan(2);
});

it('a dialysis fistula spurting through towels, the patient white and faint, is bleeding with shock (ESI 1)', () => {
  const result = analyzeCase({
    patientAge: '67',
    gender: 'female',
    chiefComplaint: 'dialysis arm bleeding wont stop',
    symptoms:
      "Her fistula started bleeding after dialysis, it's spurting out in pulses, soaked 3 towels. She is white and says she feels faint and dizzy.",
    vitals: '',
    medicalHistory: 'kidney failure on dialysis',
    currentMedications: 'heparin at dialysis',
  });
  expect(result.esi).toBe(1);
});
