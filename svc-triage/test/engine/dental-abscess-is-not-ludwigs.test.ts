import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * One swollen jaw with a fever and some trismus, the floor of the mouth soft and swallowing normal, is a
 * dental abscess spreading: bloods, IV antibiotics and maxillofacial care, ESI 3. Ludwig's angina (ESI 2)
 * is the spread into both submandibular spaces and the floor of the mouth, or a swallow, voice or breath
 * it has reached; a fever or trismus makes it Ludwig's only with those spaces.
 */
const form = (symptoms: string): CaseForm => ({
  patientAge: '41',
  gender: 'male',
  chiefComplaint: 'Toothache + swollen jaw',
  symptoms,
  vitals: 'T 38.3 HR 98 RR 18 BP 134/82 SpO2 98%',
  medicalHistory: 'nil',
  currentMedications: 'amoxicillin from dentist',
});

it('a swollen jaw with fever and trismus, floor of mouth soft, swallowing OK, is ESI 3', () => {
  const result = analyzeCase(
    form(
      'Lower left molar pain 5 days, swelling of the left jaw for 2 days spreading down toward the neck, feverish. Trismus. Floor of mouth soft, swallowing OK, no drooling.',
    ),
  );
  expect(result.redFlags.map((flag) => flag.id)).not.toContain('ludwig-angina');
  expect(result.esi).toBe(3);
});

it.each([
  'Swelling under the jaw on both sides, firm, fever and trismus.',
  'Swollen jaw and neck, floor of the mouth raised, difficulty swallowing his saliva.',
])('near-miss: "%s" is Ludwig\'s angina (ESI 2 or more)', (symptoms) => {
  const result = analyzeCase(form(`Toothache for 5 days. ${symptoms}`));
  expect(result.redFlags.map((flag) => flag.id)).toContain('ludwig-angina');
  expect(result.esi).toBeLessThanOrEqual(2);
});
