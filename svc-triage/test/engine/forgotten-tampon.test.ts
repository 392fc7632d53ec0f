import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A forgotten tampon in a well woman is taken out with sponge forceps at the speculum examination, in
 * the cubicle: part of the examination, not a procedure (ESI v4), and its smell needs no swabs. Told as
 * "thinks she left a tampon in" or "can't get a tampon out" it is the vaginal foreign body. Fever, a
 * rash, vomiting or a low pressure are toxic shock and keep the work-up.
 */
const form = (
  chiefComplaint: string,
  symptoms: string,
  vitals = 'BP 118/74 HR 76 RR 14 T 36.7',
): CaseForm => ({
  patientAge: '29',
  gender: 'female',
  chiefComplaint,
  symptoms,
  vitals,
  medicalHistory: 'nil',
  currentMedications: 'nil',
});

it.each([
  [
    "Can't get a tampon out",
    'Thinks she left a tampon in after her period 5 days ago, cannot reach it. Smelly discharge. No fever, no rash, feels well.',
  ],
  [
    'smelly discharge, ?tampon left in',
    'Offensive brown discharge x2d, thinks tampon still in since end of period; no fever, no rash, no abdo pain, well.',
  ],
  [
    'tampon stuck',
    'Forgot a tampon in at the end of my period, now a bad smell. No temperature, no pain, feel fine.',
  ],
])('"%s" in a well woman is ESI 5', (chiefComplaint, symptoms) => {
  expect(analyzeCase(form(chiefComplaint, symptoms)).esi).toBe(5);
});

it('near-miss: a retained tampon with fever, a rash and vomiting is toxic shock (ESI 1-2)', () => {
  const result = analyzeCase(
    form(
      'tampon left in, feels awful',
      'Tampon left in for 4 days, now vomiting, diffuse red rash, dizzy on standing.',
      'BP 84/50 HR 128 RR 24 T 39.4',
    ),
  );
  expect(result.esi).toBeLessThanOrEqual(2);
});
