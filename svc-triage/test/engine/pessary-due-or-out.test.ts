import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A ring pessary due for its change, or one that has come out, with nothing coming down and no pain,
 * bleeding or trouble passing urine, is refitted by the clinic or nurse who fits it: no gynaecology
 * review in the department (ESI 5). "Pessary has fallen out" is not a fall of the patient. A prolapse
 * bulging after the pessary came out still needs the gynaecologist to reduce it and refit (ESI 4).
 */
const form = (chiefComplaint: string, symptoms: string): CaseForm => ({
  patientAge: '84',
  gender: 'female',
  chiefComplaint,
  symptoms,
  vitals: 'BP 142/80 HR 72 T 36.5',
  medicalHistory: 'Uterine prolapse managed with a ring pessary; hypertension',
  currentMedications: 'Amlodipine, vaginal oestrogen cream',
});

it.each([
  [
    'Ring pessary has fallen out',
    'Noticed this morning it had fallen into the toilet. No pain, no bleeding, passing urine normally.',
  ],
  [
    'ring pessary overdue change',
    'Due for change 2 months ago, clinic cancelled; mild white discharge, no bleeding, no pain, passing urine ok.',
  ],
])('"%s" in a well woman is ESI 5, not a fall', (chiefComplaint, symptoms) => {
  const result = analyzeCase(form(chiefComplaint, symptoms));
  expect((result.presentations ?? []).map((presentation) => presentation.name)).not.toContain('Fall');
  expect(result.esi).toBe(5);
});

it('near-miss: the prolapse bulging at the introitus after the pessary fell out needs gynaecology (ESI 4)', () => {
  expect(
    analyzeCase(
      form(
        'Ring pessary fallen out',
        'Fell out while straining, prolapse now bulging at the introitus, dragging discomfort.',
      ),
    ).esi,
  ).toBe(4);
});

it('near-miss: an old man who has fallen is still a fall', () => {
  const result = analyzeCase({
    ...form('has fallen, hurt hip', 'Tripped at home, pain in the left hip, able to walk.'),
    gender: 'male',
  });
  expect((result.presentations ?? []).map((presentation) => presentation.name)).toContain('Fall');
});
