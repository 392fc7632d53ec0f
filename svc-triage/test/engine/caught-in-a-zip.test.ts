import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A foreskin caught in a trouser zip is released by cutting the zip's median bar under local
 * anaesthetic: one procedure, ESI 4. "Zip", the British word, now reads as "zipper" always did. A sore
 * foreskin with nothing caught is examined and advised (ESI 5).
 */
const boy = (chiefComplaint: string, symptoms: string): CaseForm => ({
  patientAge: '10',
  gender: 'male',
  chiefComplaint,
  symptoms,
  vitals: 'HR 96 RR 20 SpO2 99% T 36.6',
  medicalHistory: 'nil',
  currentMedications: 'none',
});

it('a foreskin caught in his trouser zip, the zip still attached, is one procedure (ESI 4)', () => {
  const result = analyzeCase(
    boy(
      'Foreskin caught in zip',
      'Caught his foreskin in his trouser zip an hour ago, zip still attached, small bleed stopped. Pain 4/10.',
    ),
  );
  expect(result.scores.esi.resources).toEqual(['simpleProcedure']);
  expect(result.esi).toBe(4);
});

it('near-miss: a sore red foreskin with nothing caught is ESI 5', () => {
  expect(
    analyzeCase(
      boy('sore foreskin', 'Foreskin a bit red and sore for a day, passing urine fine, no swelling.'),
    ).esi,
  ).toBe(5);
});
