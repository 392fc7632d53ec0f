import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A kidney stone passed and the pain gone, without a fever, is advice and the urology clinic (ESI 5),
 * however it is told: "passed a kidney stone", "passed a small gritty stone into the sieve", "pain is
 * completley gone" (misspelt), or "since then he has had no pain" (said by denying it). With the pain
 * still there the colic is worked up.
 */
const form = (symptoms: string): CaseForm => ({
  patientAge: '44',
  gender: 'male',
  chiefComplaint: 'Passed a kidney stone, wants advice',
  symptoms,
  vitals: 'HR 68 BP 128/78 RR 14 T 36.6',
  medicalHistory: 'kidney stones before',
  currentMedications: 'ibuprofen as needed',
});

it.each([
  'Left colicky pain last night; at 7 am passed a small gritty stone into the sieve. Since then he has had no pain and is passing urine normally.',
  'Stone pain for 2 days. Last night I peed out a little stone, pain is completley gone since, no temperature.',
])('"%s" is ESI 5', (symptoms) => {
  expect(analyzeCase(form(symptoms)).esi).toBe(5);
});

it('near-miss: a stone passed but the left loin pain is still 7/10 is worked up', () => {
  expect(
    analyzeCase(
      form('Passed a small stone this morning but the left loin pain is still there, 7/10, colicky.'),
    ).esi,
  ).toBeLessThanOrEqual(3);
});
