import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * "Too big and deep for me to drain in the surgery" is a GP's reason to send an abscess in, not a deep
 * abscess: a 3 cm armpit abscess in a well woman is the department's incision and drainage, ESI 4. A
 * deep abscess, or one of the hand or beside the anus, needs the surgeons as well.
 */
const form = (symptoms: string): CaseForm => ({
  patientAge: '38',
  gender: 'female',
  chiefComplaint: 'GP referral: abscess in the armpit for drainage',
  symptoms,
  vitals: 'T 37.2 HR 80 BP 122/76',
  medicalHistory: 'none',
  currentMedications: 'none',
});

it('"too big and deep for me to drain in the surgery" is an abscess to drain (ESI 4)', () => {
  const result = analyzeCase(
    form(
      'Left axillary abscess, 3 cm, red, hot and fluctuant, pointing. Well, no fever. It is too big and deep for me to drain in the surgery.',
    ),
  );
  expect(result.scores.esi.resources).toEqual(['simpleProcedure']);
  expect(result.esi).toBe(4);
});

it('near-miss: a deep abscess of the palm needs the surgeons as well', () => {
  expect(
    analyzeCase(form('Deep abscess of the palm, tense and fluctuant, after a splinter.')).scores.esi
      .resources,
  ).toContain('specialtyConsultation');
});
