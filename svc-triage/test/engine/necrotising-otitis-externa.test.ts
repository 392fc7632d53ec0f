import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * Necrotising ("malignant") otitis externa: an ear that has leaked for weeks despite drops in an older
 * diabetic needs bloods, a CT of the temporal bone and IV antibiotics (ESI 3 when stable), told in a GP's
 * words or the patient's ("leaking smelly yellow stuff", "two lots of ear drops"). A swollen canal with pain
 * worse than expected is the ear's disease, not a necrotising fasciitis for debridement (ESI 2).
 */
const form = (symptoms: string, medicalHistory = 'type 2 diabetes on insulin'): CaseForm => ({
  patientAge: '80',
  gender: 'male',
  chiefComplaint: 'ear pain getting worse for weeks, drops not working',
  symptoms,
  vitals: 'T 37.4 HR 84 BP 150/80 RR 16 SpO2 97%',
  medicalHistory,
  currentMedications: 'insulin, ciprofloxacin ear drops',
});

it.each([
  "Right ear pain for five weeks despite two courses of drops, keeping him up at night, much worse than you'd expect from what I see. The canal is swollen with granulation tissue on its floor. No facial weakness.",
  'Right ear has been sore and leaking smelly yellow stuff for 6 weeks. Two lots of ear drops and it is getting worse, pain into the jaw, worse at night. Face moving normally.',
])('"%s" is necrotising otitis externa to work up (ESI 3)', (symptoms) => {
  const result = analyzeCase(form(symptoms));
  expect(result.redFlags.map((flag) => flag.id)).not.toContain('necrotizing-fasciitis');
  expect(result.scores.esi.resources).toEqual(expect.arrayContaining(['labs', 'advancedImaging']));
  expect(result.esi).toBe(3);
});

it('near-miss: a 30-year-old without diabetes with a week of a sore, leaking ear is otitis externa for drops', () => {
  expect(
    analyzeCase({ ...form('Sore ear leaking a little for a week after swimming.', 'none'), patientAge: '30' })
      .esi,
  ).toBeGreaterThanOrEqual(4);
});
