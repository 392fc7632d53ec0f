import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * The days after a vasectomy: bruising and an ache that settles are expected, checked and reassured (ESI
 * 5); the bruising is where the operation was, not a spontaneous bruise for a clotting screen. A swelling
 * that grows is a haematoma to scan (ESI 4), without the swabs and urology of an acute scrotum. Fever or
 * pus is an infection.
 */
const form = (chiefComplaint: string, symptoms: string, vitals = 'BP 128/80 HR 70 T 36.7'): CaseForm => ({
  patientAge: '40',
  gender: 'male',
  chiefComplaint,
  symptoms,
  vitals,
  medicalHistory: 'nil',
  currentMedications: 'paracetamol',
});

it.each([
  [
    'Bruising after vasectomy',
    'Vasectomy 3 days ago; mild scrotal bruising and ache; no expanding swelling; no fever; wound dry.',
  ],
  [
    'check after vasectomy',
    'Had the snip 4 days ago. Some bruising, a bit swollen and achy, paracetamol sorts it. Not getting bigger, wound clean.',
  ],
])('"%s" is expected and reassured (ESI 5)', (chiefComplaint, symptoms) => {
  expect(analyzeCase(form(chiefComplaint, symptoms)).esi).toBe(5);
});

it('a swelling growing since yesterday, four days after a vasectomy, is a scan for a haematoma (ESI 4)', () => {
  const result = analyzeCase(
    form(
      'Scrotal swelling after vasectomy',
      'Vasectomy 4 days ago. Left hemiscrotum swollen and bruised, increasing since yesterday. Pain 3/10. No fever.',
    ),
  );
  expect(result.scores.esi.resources).toEqual(['advancedImaging']);
  expect(result.esi).toBe(4);
});

it('near-miss: fever and pus from the wound after a vasectomy is an infection to work up', () => {
  const result = analyzeCase(
    form(
      'wound after vasectomy',
      'Vasectomy a week ago, now red, hot and pus from the wound.',
      'HR 104 T 38.6',
    ),
  );
  expect(result.scores.esi.resources).toContain('labs');
});
